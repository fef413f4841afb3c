// Calls the real REST handler with a real Request, as the server does: the "over HTTP" tier.
import { handleRestRequest } from '#transport/rest/rest-api.ts';

export interface ApiReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface ApiOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON); wins over `body`. */
  rawBody?: string;
  token?: string;
  address?: string;
  headers?: Record<string, string>;
}

/** Sends `method path` (path below /api) and returns the status, the parsed JSON (or a text reply's text) and the headers. */
export async function api(method: string, path: string, options: ApiOptions = {}): Promise<ApiReply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await handleRestRequest(
    new Request(`http://localhost/api${path}`, { method, headers, body }),
    options.address ?? '127.0.0.1',
  );
  const text = await response.text();
  // JSON, except for the open-data CSV, which comes back as its text.
  const isJson = !/^text\//.test(response.headers.get('content-type') ?? '');
  return { status: response.status, body: text ? (isJson ? JSON.parse(text) : text) : undefined, headers: response.headers };
}

let addressSequence = 0;

/**
 * A client address no other request used, so per-address rate limits start from zero. Each is on
 * a network (/24) of its own too, so reports from fresh addresses count as independent.
 */
export function freshAddress(): string {
  addressSequence += 1;
  return `10.${(process.pid >> 8) & 255}.${addressSequence & 255}.${(addressSequence >> 8) & 255}`;
}

/** An address on the same /24 network as `address`, and of no other request. */
export function addressOnNetworkOf(address: string): string {
  addressSequence += 1;
  return `${address.split('.').slice(0, 3).join('.')}.${100 + (addressSequence % 150)}`;
}
