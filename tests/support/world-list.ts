// The public world-universities list is not shipped with the repository: WORLD_UNIVERSITIES_LIST
// names a copy (CI sets it). Tests that need the full list run only when it is there.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { importUniversities, parseUniversityFile } from '#server/universities/import.ts';
import { projectRoot } from './paths.ts';

export const worldList = process.env.WORLD_UNIVERSITIES_LIST ?? '';
export const hasWorldList = worldList !== '' && fs.existsSync(worldList);

/** Runs `npm run import:universities` on a file, as an operator would. */
export function runImport(file: string) {
  return spawnSync('npx', ['tsx', 'scripts/import-universities.ts', file], { cwd: projectRoot, env: process.env, encoding: 'utf8' });
}

/** Imports the whole world list into this test file's database, in this process (faster than the command). */
export async function importWorldList() {
  return importUniversities(parseUniversityFile(fs.readFileSync(worldList, 'utf8')).records);
}
