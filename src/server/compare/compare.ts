// The side-by-side comparison of two universities: details, review count and unrounded means.
import { db } from '../db.ts';
import { notFound } from '../errors.ts';
import type { CompareUniversity } from '../../shared/types.ts';
import { averagesFromStats, toUniversity, universitySelect } from '../universities/universities.ts';

async function compareSide(id: number): Promise<CompareUniversity> {
  const row = await db().university.findUnique({ where: { id }, select: { ...universitySelect, stats: true } });
  if (!row) throw notFound(`University with ID ${id} not found`);
  const { stats, ...university } = row;
  return { ...toUniversity(university), reviewCount: stats?.reviewCount ?? 0, averages: averagesFromStats(stats) };
}

/** Both universities of a comparison; the first unknown id (uni1 first) answers 404. */
export async function compareUniversities(uni1: number, uni2: number): Promise<{ university1: CompareUniversity; university2: CompareUniversity }> {
  const university1 = await compareSide(uni1);
  const university2 = await compareSide(uni2);
  return { university1, university2 };
}
