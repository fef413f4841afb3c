// A text area with its label and a live character count under it. Its aria-describedby names the
// hint (if any), the count and whatever else the caller adds (an alert about the field, hints).
import type { ComponentProps, ReactNode } from 'react';
import CharacterCount from './CharacterCount';

type Props = Omit<ComponentProps<'textarea'>, 'id' | 'maxLength' | 'aria-describedby'> & {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** A line between the label and the field, with the id `${id}-hint`. */
  hint?: ReactNode;
  /** The length of the text now in the field. */
  length: number;
  max: number;
  /** More ids for aria-describedby, after the hint's and the count's. */
  describedBy?: string;
};

export default function CountedField({ id, label, labelClassName = 'label', hint, length, max, describedBy, ...textarea }: Props) {
  const described = [hint ? `${id}-hint` : '', `${id}-count`, describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <textarea id={id} maxLength={max} aria-describedby={described} {...textarea} />
      <CharacterCount id={`${id}-count`} length={length} max={max} />
    </>
  );
}
