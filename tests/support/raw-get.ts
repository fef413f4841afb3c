// A GET through node:http, which (unlike fetch) sends the target as written and leaves the body as
// sent: compressed bytes stay compressed, and `..` or `%61` in the path reach the server.
import http from 'node:http';
import { decodedBody } from '#scripts/lib/api-fuzz/oracle.ts';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** `target` (a path with its query) from the server at `baseURL`, with these request headers. */
export function rawGet(baseURL: string, target: string, headers: Record<string, string> = {}): Promise<RawReply> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** The body with its Content-Encoding (br or gzip) undone. */
export const decoded = (reply: RawReply): Buffer => decodedBody(reply);
