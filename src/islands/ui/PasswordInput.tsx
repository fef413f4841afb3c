// A password field with a show/hide toggle that says what it does. The toggle needs JavaScript,
// so it appears once the island has hydrated: the server-rendered field is a plain password input.
import { useId, useState, type ComponentProps } from 'react';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';

type Props = Omit<ComponentProps<'input'>, 'type'> & { label: string };

export default function PasswordInput({ label, id, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <div className="relative">
        <input id={inputId} type={visible ? 'text' : 'password'} className="input pr-20" {...input} />
        <button
          type="button"
          hidden={!hydrated}
          className="absolute inset-y-0 right-0 min-w-16 rounded-r-lg px-3 text-sm font-medium text-brand-700 hover:bg-slate-100"
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
