// The JavaScript budget's measure (scripts/lib/js-budget.ts) on a small build made in a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSize, importGraph, measurePage, pageEntries, staticImports } from '#scripts/lib/js-budget.ts';

let clientDir: string;

const files: Record<string, string> = {
  'page/index.html': [
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script type="module" src="/_astro/entry.js"></script>',
    '<script>window.inlineRan = true;</script>',
    '<astro-island uid="a" component-url="/_astro/Eager.js" renderer-url="/_astro/client.js" client="idle"></astro-island>',
    '<astro-island uid="b" component-url="/_astro/Later.js" renderer-url="/_astro/client.js" client="visible"></astro-island>',
  ].join('\n'),
  '_astro/entry.js': 'import{a as b}from"./shared.js";import"./side.js";export{c}from"./reexport.js";b();',
  '_astro/shared.js': 'export const a=()=>import("./lazy.js");',
  '_astro/side.js': 'console.log("side")',
  '_astro/reexport.js': 'export const c=1;',
  '_astro/lazy.js': 'export default "only after a dynamic import";'.repeat(20),
  '_astro/Eager.js': 'import{a}from"./shared.js";import React from"react";export default a;',
  '_astro/client.js': 'export default function hydrate(){}',
  '_astro/Later.js': 'import"./client.js";import"./later-only.js";',
  '_astro/later-only.js': 'export {};',
};

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-budget-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, name), content);
  }
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('reading a page', () => {
  it('takes module scripts and load/idle/only islands as eager, visible islands apart, data blocks not at all', () => {
    const entries = pageEntries(files['page/index.html']!);
    expect(entries.eager).toEqual(['/_astro/entry.js', '/_astro/Eager.js', '/_astro/client.js']);
    expect(entries.visible).toEqual(['/_astro/Later.js', '/_astro/client.js']);
    expect(entries.inline).toBe('window.inlineRan = true;');
  });

  it('finds static imports and re-exports but not dynamic import()', () => {
    expect(staticImports(files['_astro/entry.js']!)).toEqual(['./shared.js', './side.js', './reexport.js']);
    expect(staticImports(files['_astro/shared.js']!)).toEqual([]);
  });
});

describe('the import graph', () => {
  it('follows static imports once each, skips bare packages and dynamic imports', () => {
    const graph = importGraph(clientDir, ['/_astro/entry.js', '/_astro/Eager.js'], 'page/index.html');
    expect(graph.sort()).toEqual(['_astro/Eager.js', '_astro/entry.js', '_astro/reexport.js', '_astro/shared.js', '_astro/side.js']);
  });
});

describe('the page total', () => {
  it('sums the gzip size of each file once, plus the inline scripts; visible islands apart', () => {
    const js = measurePage(clientDir, 'page/index.html');
    const eager = ['entry.js', 'shared.js', 'side.js', 'reexport.js', 'Eager.js', 'client.js'];
    const expected = eager.reduce((sum, name) => sum + gzipSize(files[`_astro/${name}`]!), 0) + gzipSize('window.inlineRan = true;');
    expect(js.beforeBytes).toBe(expected);
    expect(js.beforeInteraction).toHaveLength(eager.length + 1);
    // client.js is already counted before interaction, so only the visible island's own files remain.
    expect(js.visibleOnly.map(({ file }) => file).sort()).toEqual(['_astro/Later.js', '_astro/later-only.js']);
    expect(js.visibleBytes).toBe(gzipSize(files['_astro/Later.js']!) + gzipSize(files['_astro/later-only.js']!));
  });
});
