// One progress bar for every long command. On a terminal it redraws in place; in logs (CI) it
// prints a line every few seconds.
import cliProgress from 'cli-progress';

export function progressBar(label: string, total: number) {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}`,
      noTTYOutput: true,
      notTTYSchedule: 3000,
      stream: process.stderr,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return {
    update: (value: number) => bar.update(value),
    stop: () => bar.stop(),
  };
}
