import fs from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const testVarDir = path.join(projectRoot, 'var/test');
export const apiBaseDb = path.join(testVarDir, 'api-base.db');

/** Folders a scan of the repository never enters. */
const SKIPPED_DIRS = new Set(['node_modules', 'generated']);

/** The files under a folder (or the file) of the project whose names match, as relative paths. */
export function filesUnder(relative: string, names: RegExp): string[] {
  const absolute = path.join(projectRoot, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(child, names);
    return names.test(entry.name) ? [child] : [];
  });
}
