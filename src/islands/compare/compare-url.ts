import type { PickedUniversity } from '../ui/UniversityPicker';
import { WEIGHTS_PARAM } from '#shared/reviews/personal-score.ts';

/** The comparison page of a pair, with the personal score's `w` when one is given. */
export function compareUrl(first: Pick<PickedUniversity, 'id'>, second: Pick<PickedUniversity, 'id'>, weights?: string | null): string {
  const base = `/compare?uni1=${first.id}&uni2=${second.id}`;
  return weights ? `${base}&${WEIGHTS_PARAM}=${encodeURIComponent(weights)}` : base;
}
