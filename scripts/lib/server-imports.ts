// The imports between the files of src/server, read with TypeScript's own scanner (static, dynamic,
// type-only and re-exports alike), and what is wrong with them: cycles between files, and imports
// that run back up the folder order of eslint.config.js (SERVER_LAYERS, the option of its rule
// `layers/server-order`). Used by `npm run check:imports` and tests/unit/server-order.test.ts.
// The generated Prisma clients are the bottom layer and not walked.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const projectRoot = path.resolve(import.meta.dirname, '../..');
export const serverRoot = path.join(projectRoot, 'src/server');

/** The folder order of src/server, bottom first, as the lint config gives it to `layers/server-order`. */
export async function serverLayers(): Promise<string[][]> {
  const config = (await new ESLint({ cwd: projectRoot }).calculateConfigForFile(path.join(serverRoot, 'infra/db.ts'))) as {
    rules?: Record<string, [unknown, { layers?: string[][] }?]>;
  };
  const layers = config.rules?.['layers/server-order']?.[1]?.layers;
  if (!layers) throw new Error('eslint.config.js gives src/server no `layers/server-order` rule with its layers');
  return layers;
}

export interface ServerImport {
  /** Both relative to the src/server folder, with `/`. */
  from: string;
  to: string;
}

const SOURCE = /\.(ts|mts|mjs|js)$/;
const SKIPPED = new Set(['generated']);

function sourceFiles(root: string, folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const child = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) && !folder ? [] : sourceFiles(root, child);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [child] : [];
  });
}

/** Every import from a file of `root` (a src/server folder) to another file under it. */
export function serverImports(root: string): { files: string[]; imports: ServerImport[] } {
  const files = sourceFiles(root).sort();
  const imports: ServerImport[] = [];
  for (const from of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, from), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      let target: string | undefined;
      if (fileName.startsWith('#server/')) target = fileName.slice('#server/'.length);
      else if (fileName.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), fileName));
      if (target === undefined || target.startsWith('..')) continue;
      imports.push({ from, to: target });
    }
  }
  return { files, imports };
}

/**
 * The cycles a depth-first walk meets, one per import that closes a loop, in file order: the same
 * count `madge --circular` reports. Each is the list of files around it.
 */
export function importCycles(imports: ServerImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    onPath.push(file);
    for (const target of next.get(file) ?? []) {
      if (done.has(target)) continue;
      const at = onPath.indexOf(target);
      if (at >= 0) cycles.push(onPath.slice(at));
      else visit(target);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of [...next.keys()].sort()) if (!done.has(file)) visit(file);
  return cycles;
}

/** The folder of a file under src/server: its first segment; the files at the top count as `infra`. */
export function serverFolder(file: string): string {
  return file.includes('/') ? file.slice(0, file.indexOf('/')) : 'infra';
}

/**
 * The imports between folders that do not go down `layers` (bottom first; folders in one layer
 * may not import each other), and those from or to a folder the order does not name.
 */
export function importsAgainstOrder(imports: ServerImport[], layers: readonly (readonly string[])[]): ServerImport[] {
  const rank = new Map(layers.flatMap((folders, index) => folders.map((folder) => [folder, index] as const)));
  return imports.filter(({ from, to }) => {
    const [a, b] = [serverFolder(from), serverFolder(to)];
    if (a === b) return false;
    const [ra, rb] = [rank.get(a), rank.get(b)];
    return ra === undefined || rb === undefined || rb >= ra;
  });
}
