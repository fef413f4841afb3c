// An optional text field with its limit and a live character count. Uncontrolled, so text typed
// before the island hydrates stays; the count picks it up on mount.
import { useEffect, useRef, useState } from 'react';

export default function CountedTextarea({ name, label, hint, max, rows = 5 }: { name: string; label: string; hint: string; max: number; rows?: number }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(0);
  useEffect(() => setLength(field.current?.value.length ?? 0), []);
  const id = `review-${name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-700">{hint}</p>
      <textarea
        ref={field}
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        className="input"
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => setLength(event.target.value.length)}
      />
      <p id={`${id}-count`} className={`mt-1 text-right text-sm tabular-nums ${length >= max ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
        {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
      </p>
    </div>
  );
}
