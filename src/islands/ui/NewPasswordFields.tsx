// A new password typed twice, as the account forms ask for it: the first field with its rule hint
// (where given) and the strength bar, the second with the live match indicator. The fields keep
// their own text (useFieldText), so what was typed before hydration stays.
import type { RefObject } from 'react';
import PasswordInput from './PasswordInput';
import { MatchIndicator, StrengthBar } from './PasswordFeedback';

interface FieldText {
  ref: RefObject<HTMLInputElement | null>;
  text: string;
  sync: () => void;
}

/** A field's id, its name in the form (none outside a form) and its label. */
export interface PasswordFieldNames {
  id: string;
  name?: string;
  label: string;
}

export interface NewPasswordFieldsProps {
  /** The password, then the same typed again. */
  fields: [FieldText, FieldText];
  names: readonly [PasswordFieldNames, PasswordFieldNames];
  /** The password rule, under the first field. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** After either field has changed. */
  onEdit?: () => void;
}

export default function NewPasswordFields({ fields, names, hint, required, disabled, onEdit }: NewPasswordFieldsProps) {
  const [password, retype] = fields;
  const hintId = `${names[0].id}-hint`;
  const input = (index: 0 | 1) => ({
    ...names[index],
    ref: fields[index].ref,
    autoComplete: 'new-password',
    required,
    disabled,
    onChange: () => {
      fields[index].sync();
      onEdit?.();
    },
  });
  return (
    <>
      <div>
        <PasswordInput {...input(0)} aria-describedby={hint ? hintId : undefined} />
        {hint && (
          <p id={hintId} className="mt-1 text-xs text-slate-700">
            {hint}
          </p>
        )}
        <StrengthBar password={password.text} />
      </div>
      <div>
        <PasswordInput {...input(1)} />
        <MatchIndicator password={password.text} confirm={retype.text} />
      </div>
    </>
  );
}
