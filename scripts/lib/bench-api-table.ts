// The numbers `npm run bench:api` reports: one load's results (several autocannon instances, one per
// server, made into one), and the table of every path's runs.
import type { Result } from 'autocannon';

/** A load's figures, with the servers' CPU time per answered request (µs), when known. */
export interface Measured {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  cpuPerRequest: number | null;
}

/**
 * One load made of the instances that ran at the same time (one per server): the throughputs and
 * counts add up; a latency percentile of the whole is taken as the worst instance's (a bound: the
 * instances' histograms are not kept).
 */
export function combineLoads(results: Result[], cpuMicrosUsed: number | null): Measured {
  const sum = (pick: (result: Result) => number) => results.reduce((total, result) => total + pick(result), 0);
  const total = sum((result) => result.requests.total);
  return {
    requests: { average: sum((result) => result.requests.average), total },
    latency: {
      p50: Math.max(...results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    cpuPerRequest: cpuMicrosUsed === null || !total ? null : cpuMicrosUsed / total,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const spread = (values: number[], digits = 0) =>
  values.length > 1 ? ` (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})` : '';

/**
 * The results of each path over every run: median req/s (range), median and worst p99, the median
 * server CPU time per request, failures.
 */
export function resultsTable(rows: { name: string; results: Measured[] }[]): string {
  const header = ['path', 'req/s', 'p50 ms', 'p99 ms', 'worst p99', 'CPU µs/req', 'non-2xx', 'errors'];
  const lines = rows.map(({ name, results }) => {
    const rates = results.map((r) => r.requests.average);
    const p99s = results.map((r) => r.latency.p99);
    const cpu = results.flatMap((r) => (r.cpuPerRequest === null ? [] : [r.cpuPerRequest]));
    return [
      name,
      `${median(rates).toFixed(0)}${spread(rates)}`,
      median(results.map((r) => r.latency.p50)).toFixed(1),
      median(p99s).toFixed(1),
      Math.max(...p99s).toFixed(1),
      cpu.length ? `${median(cpu).toFixed(0)}${spread(cpu)}` : '-',
      String(results.reduce((sum, r) => sum + r.non2xx, 0)),
      String(results.reduce((sum, r) => sum + r.errors + r.timeouts, 0)),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

/** One bulk download beside the bare server that sent the same bytes: req/s and p99, medians of the runs. */
export function besideBare(path: string, size: string, ours: Measured[], bare: Measured[]): string {
  const rate = (results: Measured[]) => median(results.map((r) => r.requests.average));
  const p99 = (results: Measured[]) => median(results.map((r) => r.latency.p99));
  const share = ((rate(ours) / rate(bare)) * 100).toFixed(0);
  return `${path} (${size}): ours ${rate(ours).toFixed(0)} req/s, p99 ${p99(ours).toFixed(0)} ms; bare ${rate(bare).toFixed(0)} req/s, p99 ${p99(bare).toFixed(0)} ms (${share}% of its throughput)`;
}
