// The Markdown table `npm run bench:lighthouse` prints: the median of each number over the runs
// of a page type, and the spread (min–max) of the performance score when there was more than one.
import type { FirstTapNumbers } from './lighthouse-first-tap.ts';
import type { LighthouseNumbers } from './lighthouse-run.ts';

export interface PageResult {
  name: string;
  url: string;
  runs: LighthouseNumbers[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
/** A use whose outcome never showed was lost. */
const outcome = (value: number) => (Number.isFinite(value) ? ms(value) : 'lost');

export function lighthouseTable(results: PageResult[]): string {
  const many = results.some(({ runs }) => runs.length > 1);
  const header = [
    'page',
    'performance',
    ...(many ? ['perf. min–max'] : []),
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'transferred',
    'JS',
  ];
  const rows = results.map(({ name, runs }) => {
    const of = (pick: (run: LighthouseNumbers) => number) => median(runs.map(pick));
    const performance = runs.map((run) => run.performance);
    return [
      name,
      String(of((run) => run.performance)),
      ...(many ? [`${Math.min(...performance)}–${Math.max(...performance)}`] : []),
      String(of((run) => run.accessibility)),
      String(of((run) => run.bestPractices)),
      String(of((run) => run.seo)),
      ms(of((run) => run.lcpMs)),
      ms(of((run) => run.tbtMs)),
      of((run) => run.cls).toFixed(3),
      kb(of((run) => run.transferBytes)),
      kb(of((run) => run.jsBytes)),
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const align = header.map((_, index) => (index === 0 ? '---' : '--:'));
  return [line(header), line(align), ...rows.map(line)].join('\n');
}

export interface FirstTapResult {
  name: string;
  url: string;
  runs: FirstTapNumbers[];
}

/** The first-use table: the median Interaction to Next Paint, Total Blocking Time and time to the outcome of each control. */
export function firstTapTable(results: FirstTapResult[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rows = results.map(({ name, url, runs }) => [
    name,
    url,
    ms(median(runs.map((run) => run.inpMs))),
    ms(median(runs.map((run) => run.tbtMs))),
    outcome(median(runs.map((run) => run.outcomeMs))),
  ]);
  const header = ['first use', 'page', 'INP', 'TBT', 'use → outcome'];
  return [line(header), line(['---', '---', '--:', '--:', '--:']), ...rows.map(line)].join('\n');
}
