// Runs groups of REST requests in worker threads that start at the same moment (see rest-worker.ts).
import { Worker } from 'node:worker_threads';
import type { WorkerRequest } from './rest-worker.ts';

export interface WorkerReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const workerFile = new URL('./rest-worker.ts', import.meta.url).href;
// Worker threads do not inherit vitest's TypeScript loader: register tsx first.
const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile)}); })`;

/** Sends each group from its own "process"; all groups are released together. Replies per group. */
export async function inSeparateProcesses(groups: WorkerRequest[][]): Promise<WorkerReply[][]> {
  const barrier = new SharedArrayBuffer(4);
  const workers = groups.map((requests) => new Worker(bootstrap, { eval: true, workerData: { requests, barrier } }));
  const ready = workers.map((worker) => waitFor(worker, (message) => (message as { ready?: boolean }).ready === true));
  const done = workers.map((worker) => waitFor(worker, (message) => 'replies' in (message as object)));
  try {
    await Promise.all(ready);
    Atomics.store(new Int32Array(barrier), 0, 1);
    Atomics.notify(new Int32Array(barrier), 0);
    return (await Promise.all(done)).map((message) => (message as { replies: WorkerReply[] }).replies);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

function waitFor(worker: Worker, match: (message: unknown) => boolean): Promise<unknown> {
  return new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (match(message)) resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker exited with code ${code} before answering`)));
  });
}
