// An optional text field with its limit, a live character count and the coach's hints.
// Uncontrolled, so text typed before the island hydrates stays; the count and hints pick it up on
// mount (as they do a saved text an edit starts from).
import { useEffect, useRef, useState } from 'react';
import CountedField from '#islands/ui/CountedField.tsx';
import CoachHints from './CoachHints';
import { useCoachHints } from './use-coach-hints';

interface Props {
  name: string;
  label: string;
  hint: string;
  max: number;
  rows?: number;
  defaultValue?: string;
}

export default function CountedTextarea({ label, ...field }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(0);
  const { kinds, check } = useCoachHints();
  useEffect(() => {
    const text = ref.current?.value ?? '';
    setLength(text.length);
    check(text, true);
  }, [check]);
  const id = `review-${field.name}`;
  const optional = (
    <>
      {label} <span className="font-normal text-slate-600">(optional)</span>
    </>
  );
  return (
    <div>
      <CountedField
        ref={ref}
        id={id}
        label={optional}
        rows={5}
        {...field}
        length={length}
        className="input"
        describedBy={`${id}-coach`}
        onChange={(event) => {
          setLength(event.target.value.length);
          check(event.target.value);
        }}
      />
      <CoachHints id={`${id}-coach`} kinds={kinds} />
    </div>
  );
}
