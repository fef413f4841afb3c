// integrations/react-to-string.mjs: React islands render to a string with the island's useId
// prefix. The plugin mends one line of @astrojs/react's renderer, and fails the build when that
// line is gone, so that an upgrade is looked at instead of silently shipping mismatched ids.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactToStringWithIds } from '#integrations/react-to-string.mjs';

const rendererFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@astrojs/react/package.json')), 'dist/server.js');
const transform = (code: string, id: string) =>
  (reactToStringWithIds().transform as (code: string, id: string) => { code: string } | null)(code, id);

describe('rendering React islands to a string with their id prefix', () => {
  it("hands the island's prefix to renderToString in the installed @astrojs/react", () => {
    const mended = transform(fs.readFileSync(rendererFile, 'utf8'), rendererFile);
    expect(mended?.code).toContain('ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix })');
    expect(mended?.code).not.toContain('ReactDOM.renderToString(vnode);');
  });

  it('leaves every other module alone', () => {
    expect(transform('html = ReactDOM.renderToString(vnode);', '/project/src/islands/x.tsx')).toBeNull();
  });

  it('fails when the renderer no longer has the line it mends', () => {
    expect(() => transform('html = somethingElse(vnode);', rendererFile)).toThrow(/is gone/);
  });
});
