// Input of the comparison (docs/rules/api-contract.md#compare), shared by REST and tRPC. Checked in
// the documented order: both present, both valid ids, then different, then the optional level.
import { z } from 'zod';
import { idInput } from './ids.ts';
import { INVALID_UNIVERSITY_ID } from './universities.ts';
import { STUDY_LEVEL_FILTER_MESSAGE, isStudyLevel, type StudyLevel } from '../reviews/study-context.ts';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const universityId = idInput(INVALID_UNIVERSITY_ID);

export const compareInput = z
  .custom<{ uni1: number | string; uni2: number | string; level?: StudyLevel | null }>()
  .transform((raw, ctx) => {
    const pair = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!present(pair.uni1) || !present(pair.uni2)) return fail('Both university IDs are required');
    const uni1 = universityId.safeParse(pair.uni1);
    const uni2 = universityId.safeParse(pair.uni2);
    if (!uni1.success || !uni2.success) return fail(INVALID_UNIVERSITY_ID);
    if (uni1.data === uni2.data) return fail('Cannot compare a university with itself');
    const level = pair.level ?? null;
    if (level !== null && !isStudyLevel(level)) return fail(STUDY_LEVEL_FILTER_MESSAGE);
    return { uni1: uni1.data, uni2: uni2.data, level };
  });

export type CompareInput = z.output<typeof compareInput>;
