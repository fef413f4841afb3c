// The benchmark's yardstick for the bulk downloads: a bare node:http server that sends, for each
// path it is given, the very bytes our server sent for it (fetched once at start, with the
// Accept-Encoding the load sends, so compressed as ours are) with the same content headers. No
// routing beyond a map lookup, nothing built or compressed per request: how fast this machine
// can hand out those bytes, beside which our server's figures for them can be read.
// Usage: tsx bare-bytes-server.ts <port> <our origin> <accept-encoding> <path>...
import http from 'node:http';

const [port, origin, acceptEncoding, ...paths] = process.argv.slice(2);

/** The headers of ours that say what the bytes are; the rest (security, date) are left out. */
const CONTENT_HEADERS = ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag', 'vary'];

interface Kept {
  headers: Record<string, string>;
  body: Buffer;
}

/** Our server's reply to `path`, as sent (node:http does not decode it, unlike fetch). */
function fetchAsSent(path: string): Promise<Kept> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding! } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${path} answered ${response.statusCode}`));
        const headers = Object.fromEntries(
          CONTENT_HEADERS.flatMap((name) => (typeof response.headers[name] === 'string' ? [[name, response.headers[name]]] : [])),
        );
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

const replies = new Map<string, Kept>();
for (const path of paths) replies.set(path, await fetchAsSent(path));

const server = http.createServer((req, res) => {
  const kept = replies.get(req.url ?? '');
  if (!kept) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  res.writeHead(200, kept.headers);
  res.end(kept.body);
});

server.listen(Number(port), '127.0.0.1', () =>
  console.log(`bare bytes server listening on ${port}: ${[...replies].map(([path, { body }]) => `${path} ${body.length} B`).join(', ')}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
