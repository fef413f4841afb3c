// One step of the edge in front of Astro's handler: it answers the request, or hands it on.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Step = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
