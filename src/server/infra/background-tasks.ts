// Work done after the reply has gone (sending mail, issuing a reset token), so a request's
// timing does not depend on it. Failures are logged; tests can wait for everything to settle.

const pending = new Set<Promise<void>>();

/** Runs the task after the current request's turn of the event loop; logs a failure. */
export function runInBackground(label: string, task: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => console.error(`Background task failed (${label}):`, error))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every background task (including ones they start) has finished. */
export async function settleBackgroundTasks(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
