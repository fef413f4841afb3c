// A REST "server process" for concurrency tests: a worker thread has its own module graph, so
// its own Prisma client and SQLite connection on the same file, as separate server processes
// have. It opens the database, reports ready, waits at the barrier, then sends all its requests
// at once through the real handler and reports the replies.
import { parentPort, workerData } from 'node:worker_threads';

export interface WorkerRequest {
  method: string;
  path: string;
  token?: string;
  address?: string;
}

const { requests, barrier } = workerData as { requests: WorkerRequest[]; barrier: SharedArrayBuffer };
const { handleRestRequest } = await import('#transport/rest/rest-api.ts');
const { db } = await import('#server/infra/db.ts');
await db().$queryRawUnsafe('SELECT 1');
parentPort!.postMessage({ ready: true });
Atomics.wait(new Int32Array(barrier), 0, 0);

const replies = await Promise.all(
  requests.map(async (request) => {
    const headers: Record<string, string> = request.token ? { authorization: `Bearer ${request.token}` } : {};
    const response = await handleRestRequest(
      new Request(`http://localhost/api${request.path}`, { method: request.method, headers }),
      request.address ?? '127.0.0.1',
    );
    return { status: response.status, body: (await response.json()) as unknown };
  }),
);
await db().$disconnect();
parentPort!.postMessage({ replies });
