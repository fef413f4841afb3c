// The weights of the personal score: a GET form, so that Apply works without JavaScript (the page
// reads the 15 `w` values and redirects to the compact address). With JavaScript every change
// applies at once and Apply is not needed.
import type { FormEvent, MouseEvent } from 'react';
import { SUB_CATEGORIES } from '#shared/reviews/ratings.ts';
import { EQUAL_WEIGHTS, WEIGHTS_PARAM, WEIGHT_VALUES, weightsParam, type Weights } from '#shared/reviews/personal-score.ts';
import { PERSONAL_SCORE_TEXTS as TEXTS, WEIGHT_LABELS } from './personal-score-texts';
import { compareUrl } from './compare-url';

export interface WeightsFormProps {
  uni1: number;
  uni2: number;
  weights: Weights;
  /** True once the island runs: changes apply live. */
  live: boolean;
  onChange: (weights: Weights) => void;
}

export default function WeightsForm({ uni1, uni2, weights, live, onChange }: WeightsFormProps) {
  const setWeight = (index: number, value: number) => onChange(weights.map((weight, i) => (i === index ? value : weight)));
  const reset = (event: MouseEvent) => {
    event.preventDefault();
    onChange(EQUAL_WEIGHTS);
  };
  // Handlers run only with JavaScript, when the page already shows what a submit would load.
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <details className="group mt-4 border-t border-slate-200 pt-2" data-weights>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-700">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ▸
        </span>
        {TEXTS.details}
      </summary>
      <form method="get" action="/compare" className="mt-2" onSubmit={submit}>
        <input type="hidden" name="uni1" value={uni1} />
        <input type="hidden" name="uni2" value={uni2} />
        <fieldset aria-describedby="weights-hint">
          <legend className="text-base font-semibold text-slate-900">{TEXTS.legend}</legend>
          <p id="weights-hint" className="mt-1 text-sm text-slate-700">
            {live ? TEXTS.hintLive : TEXTS.hintWithoutScript}
          </p>
          <div className="mt-3 grid gap-x-6 gap-y-2 md:grid-cols-2 lg:grid-cols-3">
            {SUB_CATEGORIES.map((category, index) => (
              <div key={category.key} className="flex items-center justify-between gap-3">
                <label htmlFor={`weight-${category.key}`} className="min-w-0 text-sm font-medium text-slate-800">
                  {category.label}
                </label>
                <select
                  id={`weight-${category.key}`}
                  name={WEIGHTS_PARAM}
                  className="input w-40 shrink-0 py-1"
                  value={weights[index]}
                  onChange={(event) => setWeight(index, Number(event.target.value))}
                >
                  {WEIGHT_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {WEIGHT_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {!live && (
            <button type="submit" className="btn-primary">
              {TEXTS.apply}
            </button>
          )}
          {weightsParam(weights) && (
            <a href={compareUrl({ id: uni1 }, { id: uni2 })} className="btn-secondary" onClick={reset}>
              {TEXTS.reset}
            </a>
          )}
        </div>
      </form>
    </details>
  );
}
