// A run's report: the failures grouped by what went wrong and where, and a readable summary.
import type { FuzzFailure, FuzzSummary } from './run.ts';

/** Failures grouped by what went wrong and where, the worst and most frequent first, with one example each. */
export function groupFailures(failures: FuzzFailure[]): { key: string; count: number; example: FuzzFailure }[] {
  const groups = new Map<string, { key: string; count: number; example: FuzzFailure }>();
  for (const failure of failures) {
    const key = `${failure.status ?? 'no reply'} ${failure.contentType.split(';')[0] || '(none)'} ${failure.problems.join('; ')} | ${failure.target}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { key, count: 1, example: failure });
  }
  // No reply and 5xx first: they are the worst.
  const severity = (failure: FuzzFailure) => (failure.status === null ? 2 : failure.status >= 500 ? 1 : 0);
  return [...groups.values()].sort((a, b) => severity(b.example) - severity(a.example) || b.count - a.count);
}

/** A readable report of a run: figures, statuses, and the failures grouped. */
export function formatSummary(summary: FuzzSummary, maxGroups = 20): string {
  const lines = [
    `Seed ${summary.seed}: ${summary.requests} requests in ${(summary.durationMs / 1000).toFixed(1)} s (${Math.round(summary.requests / (summary.durationMs / 1000))}/s).`,
    `Statuses: ${Object.entries(summary.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status} x${count}`)
      .join(', ')}`,
    ...(summary.resent ? [`${summary.resent} request(s) sent again after a connection reset before any reply.`] : []),
    `The server still answers: ${summary.stillAnswers ? 'yes' : 'NO'}.`,
    summary.failures.length
      ? `${summary.failures.length} replies broke the property:`
      : 'Every reply kept the property (no 5xx; JSON under /api).',
  ];
  for (const group of groupFailures(summary.failures).slice(0, maxGroups)) {
    const example = group.example;
    lines.push(
      `  x${group.count} ${group.key}`,
      `     e.g. #${example.index} ${example.method} ${example.path}`,
      `          headers ${JSON.stringify(example.headers)}`,
      ...(example.body ? [`          body ${JSON.stringify(example.body)}`] : []),
      `          -> ${example.status ?? 'no reply'} ${example.contentType} ${JSON.stringify(example.reply)}`,
    );
  }
  return lines.join('\n');
}
