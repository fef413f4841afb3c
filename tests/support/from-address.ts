// Requests to a live server sent from a chosen loopback source address (127.a.b.c), so a test can
// act as many readers on many networks, or many accounts on one, through the real server.
import http from 'node:http';

export interface AddressedReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Sends `method url` from `localAddress`; a JSON body is sent as JSON and a JSON reply parsed. */
export function requestFrom(
  localAddress: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<AddressedReply> {
  const target = new URL(url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers, localAddress },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = /json/.test(reply.headers['content-type'] ?? '');
          resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: isJson && text ? JSON.parse(text) : text });
        });
        reply.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

let networkSequence = 0;

/** A loopback address on a /24 no other call of this process handed out. */
export function freshNetworkAddress(): string {
  networkSequence += 1;
  return `127.${10 + ((process.pid >> 8) % 200)}.${networkSequence % 250}.${1 + (process.pid % 250)}`;
}

/** Another loopback address on the same /24 as `address`. */
export function sameNetworkAddress(address: string, host: number): string {
  return `${address.split('.').slice(0, 3).join('.')}.${host}`;
}
