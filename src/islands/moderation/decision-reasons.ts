// The reasons a moderator may record (docs/rules/trust-and-moderation.md#moderation): a removal
// names the guideline it breaks (its `removal` text, which the author sees); publishing keeps the
// standard 'breaks no guideline' reason. Either can be replaced by the moderator's own words.
import { CHOOSE_A_REASON, GUIDELINES, KEPT_REASON } from '#shared/trust/guidelines.ts';
import { MODERATION_REASON_MAX } from '#shared/limits.ts';
import type { ModerationAction } from '#shared/types.ts';
import { WRITE_A_REASON } from './moderation-texts';

/** The choice that opens the text field for a reason of the moderator's own. */
export const OWN_REASON = 'own';

export interface ReasonChoice {
  id: string;
  text: string;
}

export function reasonChoices(action: ModerationAction): ReasonChoice[] {
  if (action === 'publish') return [{ id: 'kept', text: KEPT_REASON }];
  return GUIDELINES.map((guideline) => ({ id: guideline.reason, text: guideline.removal }));
}

/** Publishing starts from the standard reason; a removal waits for the moderator to pick one. */
export function initialChoice(action: ModerationAction): string | null {
  return action === 'publish' ? 'kept' : null;
}

export type ReasonResult = { reason: string } | { problem: string; field: 'choice' | 'own' };

/** The reason to send for a choice (and the own text), or what is missing; mirrors the server's 1–500. */
export function decisionReason(action: ModerationAction, choice: string | null, ownText: string): ReasonResult {
  if (choice === OWN_REASON) {
    const reason = ownText.trim();
    return reason ? { reason: reason.slice(0, MODERATION_REASON_MAX) } : { problem: WRITE_A_REASON, field: 'own' };
  }
  const chosen = reasonChoices(action).find((candidate) => candidate.id === choice);
  return chosen ? { reason: chosen.text } : { problem: CHOOSE_A_REASON, field: 'choice' };
}
