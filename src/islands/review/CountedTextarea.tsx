// An optional text field with its limit, a live character count and the coach's hints.
// Uncontrolled, so text typed before the island hydrates stays; the count and hints pick it up on
// mount (as they do a saved text an edit starts from).
import { useEffect, useRef, useState } from 'react';
import CharacterCount from '#islands/ui/CharacterCount.tsx';
import CoachHints from './CoachHints';
import { useCoachHints } from './use-coach-hints';

export default function CountedTextarea({
  name,
  label,
  hint,
  max,
  rows = 5,
  defaultValue,
}: {
  name: string;
  label: string;
  hint: string;
  max: number;
  rows?: number;
  defaultValue?: string;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(0);
  const { kinds, check } = useCoachHints();
  useEffect(() => {
    const text = field.current?.value ?? '';
    setLength(text.length);
    check(text, true);
  }, [check]);
  const id = `review-${name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-700">
        {hint}
      </p>
      <textarea
        ref={field}
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        defaultValue={defaultValue}
        className="input"
        aria-describedby={`${id}-hint ${id}-count ${id}-coach`}
        onChange={(event) => {
          setLength(event.target.value.length);
          check(event.target.value);
        }}
      />
      <CharacterCount id={`${id}-count`} length={length} max={max} />
      <CoachHints id={`${id}-coach`} kinds={kinds} />
    </div>
  );
}
