// Property-based fuzzing of everything under /api through the real server, as `npm start` runs it
// (scripts/lib/api-fuzz/): a few thousand random requests to every REST route and tRPC
// procedure, with garbage paths, headers, tokens and bodies. Every reply must be free of 5xx and,
// under /api, JSON; the server must still answer afterwards, and no server process may have died.
// Each run draws a new seed (or FUZZ_SEED); a failure names it, and `npm run fuzz -- --seed N`
// sends the same requests again. The rate limits are lifted so that the requests reach the
// handlers rather than stopping at 429 (which would still be a fine reply).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSummary, runFuzz, UNLIMITED_RATES } from '#scripts/lib/api-fuzz/index.ts';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';

const AUTH_SECRET = 'api-fuzz-test-secret-long-enough-for-hs256';
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer({ AUTH_SECRET, ...UNLIMITED_RATES });
});

afterAll(async () => {
  await site?.stop();
});

describe('the API under fuzzing', () => {
  it(`answers ${REQUESTS} random requests without a 5xx, in JSON under /api, and keeps answering`, { timeout: 120_000 }, async () => {
    console.log(`API fuzz: seed ${SEED}, ${REQUESTS} requests (again with: npm run fuzz -- --seed ${SEED} --requests ${REQUESTS})`);
    const summary = await runFuzz({ baseURL: site.baseURL, authSecret: AUTH_SECRET, seed: SEED, requests: REQUESTS });
    const report = formatSummary(summary);
    console.log(report);

    expect(summary.requests).toBe(REQUESTS);
    expect(summary.failures, `${report}\n\nServer output:\n${site.output().slice(-5_000)}`).toEqual([]);
    expect(summary.stillAnswers).toBe(true);
    expect(site.output()).not.toMatch(/The server died/);
    // A handler fault is a bug even when a connection reset kept its 500 from the fuzzer.
    expect(site.output()).not.toMatch(/Unhandled error in a REST handler|tRPC internal error/);
  });
});
