// The order of src/server as a whole (docs/decisions/041-ordered-domain-and-lint-layers.md): no
// cycle between its files or folders, no import back up the folder order that lint holds per
// import, and every service that announces review changes has the universities' listeners
// registered (infra/changes.ts).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  importCycles,
  importsAgainstOrder,
  serverFolder,
  serverImports,
  serverLayers,
  serverRoot,
  type ServerImport,
} from '#scripts/lib/server-imports.ts';

const { files, imports } = serverImports(serverRoot);
let layers: string[][] = [];

beforeAll(async () => {
  layers = await serverLayers();
}, 60_000);

describe('the order of src/server', () => {
  it('reads the imports of every file', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(imports).toContainEqual({ from: 'review-writes/submit-review.ts', to: 'trust/screening.ts' });
  });

  it('names every folder once', () => {
    const named = layers.flat();
    expect(new Set(named).size).toBe(named.length);
    expect(named).toEqual(expect.arrayContaining([...new Set(files.map(serverFolder))]));
  });

  it('has no cycle between files', () => {
    expect(importCycles(imports)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    const links = imports.filter(({ from, to }) => serverFolder(from) !== serverFolder(to));
    expect(importCycles(links.map(({ from, to }) => ({ from: serverFolder(from), to: serverFolder(to) })))).toEqual([]);
  });

  it('imports only down the folder order', () => {
    expect(importsAgainstOrder(imports, layers)).toEqual([]);
  });

  it('finds an import back up, and a cycle', () => {
    const wrong: ServerImport[] = [
      { from: 'reviews/a.ts', to: 'universities/b.ts' },
      { from: 'universities/b.ts', to: 'reviews/a.ts' },
    ];
    expect(importsAgainstOrder(wrong, layers)).toEqual([wrong[0]]);
    expect(importCycles(wrong)).toEqual([['reviews/a.ts', 'universities/b.ts']]);
  });

  it('registers the universities listeners wherever review changes are announced', () => {
    const announcing = files.filter((file) => /\breviewsChanged\(/.test(fs.readFileSync(path.join(serverRoot, file), 'utf8')));
    expect(announcing.length).toBeGreaterThanOrEqual(6);
    const unregistered = announcing.filter(
      (file) => file !== 'infra/changes.ts' && !imports.some(({ from, to }) => from === file && to === 'universities/follow-writes.ts'),
    );
    expect(unregistered).toEqual([]);
  });
});
