// 'N / MAX characters' under a text field (the field names it in its aria-describedby); bold red
// once the limit is reached.
import { formatCount } from '#shared/site/numbers.ts';

/** '120 / 1,000 characters'. */
export const characterCount = (length: number, max: number) => `${formatCount(length)} / ${formatCount(max)} characters`;

export default function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={`mt-1 text-right text-sm tabular-nums ${length >= max ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
      {characterCount(length, max)}
    </p>
  );
}
