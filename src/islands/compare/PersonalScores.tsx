// /compare: 'Your personal score' for each side, from weights the student sets per category. The
// server renders it with the address's weights, so it reads the same without JavaScript; with
// JavaScript a change recomputes both scores at once, announces them politely and rewrites `w` in
// the address (replaceState: a shareable link, no new history entry).
import { useState } from 'react';
import { SUB_CATEGORIES, higherSide, type Averages } from '#shared/reviews/ratings.ts';
import { personalScore, searchWithWeights, type Weights } from '#shared/reviews/personal-score.ts';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { PERSONAL_SCORE_TEXTS as TEXTS, scoreText, scoresAnnouncement } from './personal-score-texts';
import WeightsForm from './WeightsForm';

export interface ScoredSide {
  id: number;
  name: string;
  reviewCount: number;
  averages: Averages;
}

export interface PersonalScoresProps {
  sides: [ScoredSide, ScoredSide];
  initialWeights: Weights;
}

/** 'Every category counts the same.' (also when all weights are 2, or 0) or 'Weighted: Safety 3, Food 0; the others 1.' */
function weightsSummary(weights: Weights): string {
  if (weights.every((weight) => weight === weights[0])) return TEXTS.equal;
  const changed = SUB_CATEGORIES.flatMap((category, i) => (weights[i] === 1 ? [] : [`${category.label} ${weights[i]}`]));
  const rest = changed.length < SUB_CATEGORIES.length ? `; ${TEXTS.othersNormal}` : '.';
  return `${TEXTS.weightedPrefix} ${changed.join(', ')}${rest}`;
}

export default function PersonalScores({ sides, initialWeights }: PersonalScoresProps) {
  const [weights, setWeights] = useState(initialWeights);
  const [announcement, setAnnouncement] = useState('');
  const live = useHydrated();
  const root = useLiveIsland<HTMLElement>();
  const scores = sides.map((side) => ({ side, score: personalScore(side, weights) }));
  const [a, b] = scores.map(({ score }) => score);
  const higher = a?.kind === 'score' && b?.kind === 'score' ? higherSide(a.value, b.value) : 'tie';

  function change(next: Weights) {
    setWeights(next);
    history.replaceState(history.state, '', `${location.pathname}${searchWithWeights(location.search, next)}${location.hash}`);
    setAnnouncement(scoresAnnouncement(sides.map((side) => ({ name: side.name, score: personalScore(side, next) }))));
  }

  return (
    <section ref={root} aria-labelledby="personal-score-heading" className="card mt-6" data-personal-scores>
      <h2 id="personal-score-heading" className="text-xl font-semibold">
        {TEXTS.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{TEXTS.intro}</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {scores.map(({ side, score }, index) => {
          const isHigher = higher === (index === 0 ? 'left' : 'right');
          return (
            <div key={side.id} className={`rounded-lg p-3 sm:p-4 ${isHigher ? 'bg-emerald-50' : 'bg-slate-50'}`} data-personal-score>
              <p className="break-words text-sm font-medium text-slate-700">{side.name}</p>
              <p className="mt-1">
                <span className="text-3xl font-bold tabular-nums" data-testid="personal-score">
                  {scoreText(score)}
                </span>
                {score.kind === 'score' && <span className="ml-1 text-sm text-slate-700">/ 5</span>}
                {isHigher && <span className="sr-only"> {TEXTS.higher}</span>}
              </p>
              {score.kind === 'no-reviews' && <p className="mt-1 text-sm text-slate-700">{TEXTS.noReviews}</p>}
              {score.kind === 'score' && score.leftOut.length > 0 && (
                <p className="mt-1 text-sm text-slate-700">
                  {TEXTS.leftOutPrefix} {score.leftOut.join(', ')}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {a?.kind === 'no-weights' && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{TEXTS.noWeights}</p>}
      <p className="mt-3 text-sm text-slate-700" data-testid="weights-summary">
        {weightsSummary(weights)}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <WeightsForm uni1={sides[0].id} uni2={sides[1].id} weights={weights} live={live} onChange={change} />
    </section>
  );
}
