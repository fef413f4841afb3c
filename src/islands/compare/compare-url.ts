import type { PickedUniversity } from '../ui/UniversityPicker';

/** The comparison page of a pair. */
export function compareUrl(first: Pick<PickedUniversity, 'id'>, second: Pick<PickedUniversity, 'id'>): string {
  return `/compare?uni1=${first.id}&uni2=${second.id}`;
}
