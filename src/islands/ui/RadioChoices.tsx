// A radio group's choices as bordered boxes (the dialogs' reasons), a click anywhere in a box
// choosing it. A plain choice is one label around its radio; a choice with a rule has its label
// beside the radio (its ::after covering the box) and the rule under it as its description.
import type { ReactNode } from 'react';

export interface RadioChoice<V extends string> {
  value: V;
  label: ReactNode;
  /** The choice's description, under its label. */
  rule?: string;
  /** A plain choice's label in medium weight (a choice with a rule always has it). */
  strong?: boolean;
}

interface RadioChoicesProps<V extends string> {
  /** Prefix of the ids of choices with a rule. */
  id: string;
  name: string;
  choices: readonly RadioChoice<V>[];
  chosen: V | null;
  onChoose: (value: V) => void;
}

const BOX =
  'flex min-h-11 gap-3 rounded-lg border border-slate-300 p-3 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50';
const RADIO = 'mt-1 h-4 w-4 shrink-0 accent-brand-700';

export default function RadioChoices<V extends string>({ id, name, choices, chosen, onChoose }: RadioChoicesProps<V>) {
  const radio = (choice: RadioChoice<V>, extra?: { id: string; describedBy: string }) => (
    <input
      id={extra?.id}
      type="radio"
      name={name}
      value={choice.value}
      checked={chosen === choice.value}
      onChange={() => onChoose(choice.value)}
      aria-describedby={extra?.describedBy}
      className={extra ? `relative z-10 ${RADIO}` : RADIO}
    />
  );
  return (
    <div className="space-y-2">
      {choices.map((choice) => {
        if (!choice.rule) {
          return (
            <label key={choice.value} className={`${BOX} cursor-pointer items-start`}>
              {radio(choice)}
              <span className={choice.strong ? 'font-medium text-slate-900' : 'text-slate-900'}>{choice.label}</span>
            </label>
          );
        }
        const inputId = `${id}-${choice.value}`;
        return (
          <div key={choice.value} className={`relative ${BOX}`}>
            {radio(choice, { id: inputId, describedBy: `${inputId}-rule` })}
            <div>
              <label htmlFor={inputId} className="cursor-pointer font-medium text-slate-900 after:absolute after:inset-0">
                {choice.label}
              </label>
              <p id={`${inputId}-rule`} className="text-sm text-slate-700">
                {choice.rule}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
