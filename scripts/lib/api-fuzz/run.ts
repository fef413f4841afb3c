// A run: sends the seeded requests a few at a time, checks each reply against the property,
// keeps the session's accounts and review ids current, and checks at the end that the server
// still answers.
import http from 'node:http';
import type { RequestSpec } from './request-spec.ts';
import { REVIEW_CREATING, SESSION_ENDING } from './targets.ts';
import { generateRequests } from './requests.ts';
import { FuzzSession } from './session.ts';
import { send, type Reply } from './send.ts';
import { materialize, refusedUnread } from './materialize.ts';
import { problemsOf } from './oracle.ts';

export interface FuzzFailure {
  index: number;
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number | null;
  contentType: string;
  reply: string;
  problems: string[];
}

export interface FuzzSummary {
  seed: number;
  requests: number;
  durationMs: number;
  statuses: Record<string, number>;
  /** Requests sent a second time after their connection was reset before any reply. */
  resent: number;
  failures: FuzzFailure[];
  /** The server answered GET /api/specificUni/getFeaturedUniversities and a tRPC query after the run. */
  stillAnswers: boolean;
}

export interface FuzzOptions {
  baseURL: string;
  /** The server's AUTH_SECRET, to make expired tokens it would otherwise accept. */
  authSecret: string;
  seed: number;
  requests: number;
  concurrency?: number;
  onProgress?: (done: number) => void;
}

const preview = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text);

export async function runFuzz(options: FuzzOptions): Promise<FuzzSummary> {
  const concurrency = options.concurrency ?? 8;
  const session = await FuzzSession.open(options.baseURL, options.authSecret, { concurrency });
  const started = Date.now();
  const statuses: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  const specs = generateRequests(options.seed, options.requests);
  let index = 0;
  let done = 0;
  let resent = 0;

  async function one(spec: RequestSpec, at: number) {
    const out = await materialize(spec, session);
    let reply: Reply | null = null;
    let problems: string[];
    try {
      reply = await send(options.baseURL, session.agent, out, refusedUnread(out));
      if (reply.resent) resent++;
      problems = problemsOf(out, reply);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      const retried = (error as { retried?: boolean }).retried ? ', and again on a new connection' : '';
      // A reset while sending more than the server reads is how such a request may end.
      problems =
        refusedUnread(out) && ['ECONNRESET', 'EPIPE'].includes(code)
          ? []
          : [`no reply: ${(error as Error).message} (${code || 'no code'}${retried})`];
    }
    const key = reply ? String(reply.status) : problems.length ? 'no reply' : 'reset (refused unread)';
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (problems.length) {
      const contentType = String(reply?.headers['content-type'] ?? '');
      failures.push({
        index: at,
        target: spec.target,
        method: out.method,
        path: preview(out.path, 500),
        headers: Object.fromEntries(Object.entries(out.headers).map(([name, value]) => [name, preview(value, 120)])),
        body: out.body ? preview(out.body.toString('utf8')) : '',
        status: reply?.status ?? null,
        contentType,
        reply: reply ? preview(reply.body.toString('utf8')) : '',
        problems,
      });
    }
    if (reply && reply.status >= 200 && reply.status < 300) await afterSuccess(spec, reply);
  }

  async function afterSuccess(spec: RequestSpec, reply: Reply) {
    if (SESSION_ENDING.test(spec.target)) await session.renew(spec.account % session.accounts.length);
    if (REVIEW_CREATING.test(spec.target)) {
      try {
        const json = JSON.parse(reply.body.toString('utf8'));
        const id = Number(json.review_id ?? json.result?.data?.review_id);
        if (Number.isSafeInteger(id) && id > 0) session.reviewIds.push(id);
      } catch {
        // not this request's concern here: problemsOf reported it
      }
    }
  }

  async function worker() {
    for (;;) {
      const next = specs.next();
      if (next.done) return;
      const at = index++;
      await one(next.value, at);
      done++;
      options.onProgress?.(done);
    }
  }

  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
    const stillAnswers = await answersNormally(options.baseURL, session.agent);
    return { seed: options.seed, requests: done, durationMs: Date.now() - started, statuses, resent, failures, stillAnswers };
  } finally {
    session.close();
  }
}

async function answersNormally(baseURL: string, agent: http.Agent): Promise<boolean> {
  const plain = { headers: {}, body: null, chunked: false };
  try {
    const rest = await send(baseURL, agent, { method: 'GET', path: '/api/specificUni/getFeaturedUniversities', ...plain });
    const trpc = await send(baseURL, agent, { method: 'GET', path: '/api/trpc/universities.featured', ...plain });
    return rest.status === 200 && trpc.status === 200 && Array.isArray(JSON.parse(rest.body.toString('utf8')));
  } catch {
    return false;
  }
}
