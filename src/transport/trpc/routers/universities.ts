// tRPC procedures for universities, over the same services as REST.
import { router } from '../init.ts';

export const universitiesRouter = router({});
