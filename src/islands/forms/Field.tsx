// A labelled form field with an optional hint and its error, tied together for screen readers.
import type { ComponentProps, ReactElement } from 'react';
import { cloneElement } from 'react';

/** A mail form's control: a thick red border while its value is wrong. */
export const CONTROL_CLASS = 'input aria-invalid:border-red-700 aria-invalid:border-2';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

export default function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A required input in its Field. */
export function InputField({ id, label, error, hint, ...input }: Omit<FieldProps, 'children'> & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input required className={CONTROL_CLASS} {...input} />
    </Field>
  );
}
