// Sending one request over node:http, exactly as built, and reading the whole reply.
import http from 'node:http';

export interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  chunked: boolean;
  setHost?: boolean;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Sent a second time after a connection reset before any reply. */
  resent?: boolean;
}

const REPLY_TIMEOUT_MS = 30_000;

/**
 * One request over node:http (it allows raw paths and any header); resolves with the reply or
 * rejects with why none came. A connection reset before any reply is tried once more on a new
 * connection (`resent`): a reused keep-alive connection may have been closed as idle just as it
 * was picked (Node's documented race), and such resets are counted rather than failed. Not for
 * requests the server may refuse unread (`expectReset`): a reset is one of their endings.
 */
export async function send(baseURL: string, agent: http.Agent, out: Outgoing, expectReset = false): Promise<Reply> {
  try {
    return await sendOnce(baseURL, agent, out);
  } catch (error) {
    if (expectReset || (error as NodeJS.ErrnoException).code !== 'ECONNRESET' || (error as { replied?: boolean }).replied) throw error;
    try {
      return { ...(await sendOnce(baseURL, false, out)), resent: true };
    } catch (again) {
      throw Object.assign(again as Error, { retried: true });
    }
  }
}

function sendOnce(baseURL: string, agent: http.Agent | false, out: Outgoing): Promise<Reply> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = http.request({
        host: url.hostname,
        port: url.port,
        method: out.method,
        path: out.path,
        headers: out.headers,
        agent,
        setHost: out.setHost ?? true,
      });
    } catch (error) {
      reject(error);
      return;
    }
    request.setTimeout(REPLY_TIMEOUT_MS, () => request.destroy(new Error(`no reply within ${REPLY_TIMEOUT_MS / 1000} s`)));
    let replied = false;
    request.on('response', (response) => {
      replied = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', (error) => reject(Object.assign(error, { replied })));
    });
    request.on('error', (error) => reject(Object.assign(error, { replied })));
    // A body the server refused before it was all sent can fail to write; the reply still counts.
    if (out.body && out.chunked) {
      const middle = Math.floor(out.body.length / 2);
      request.write(out.body.subarray(0, middle));
      request.end(out.body.subarray(middle));
    } else {
      request.end(out.body ?? undefined);
    }
  });
}
