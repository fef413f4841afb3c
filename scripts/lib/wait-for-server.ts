// Waits for a server a script has just spawned to answer, and fails early when it exits instead.
import type { ChildProcess } from 'node:child_process';

export interface WaitOptions {
  /** Named in the errors: "npm start", "the bare server" … */
  label: string;
  timeoutMs: number;
  /** Whether an answer means the server is up (default: any status below 500). */
  ready?: (response: Response) => boolean;
  pollMs?: number;
}

export async function waitForServer(child: ChildProcess, url: string, options: WaitOptions): Promise<void> {
  const { label, timeoutMs, ready = (response) => response.status < 500, pollMs = 250 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    const answered = await fetch(url).then(ready, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
}
