// Every page the build writes ends with its </html>: a processed <script> placed after a
// component's layout element is written after </html>, where the HTML parser has to move it back
// into the body (and the operator's rebuild test reads a page as complete by its last tag).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const clientDir = path.join(inject('e2eDir'), 'build', 'client');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('the built pages', () => {
  it('all end with </html>, nothing after it', () => {
    const files = htmlFiles(clientDir);
    expect(files.length).toBeGreaterThan(100);
    const badEnds = files
      .filter((file) => !fs.readFileSync(file, 'utf8').trimEnd().endsWith('</html>'))
      .map((file) => path.relative(clientDir, file));
    expect(badEnds).toEqual([]);
  });
});
