// The repository stands alone: no doc, comment or code points at files outside it (the reference
// texts the project was written from are not shipped; docs/rules/ says what they said), and every
// file a doc names in backticks exists, so the docs follow the code when files move.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, projectRoot } from '../support/paths.ts';

const SCANNED = ['README.md', 'docs', 'src', 'scripts', 'tests', 'integrations'];
const TEXT_FILE = /\.(md|ts|tsx|mts|mjs|cjs|js|astro|css|json|sh|html|txt|ya?ml)$/;
const THIS_FILE = path.relative(projectRoot, import.meta.filename);

/** References to texts that live beside the project, never in it. */
const OUTSIDE_REFERENCES: { name: string; pattern: RegExp }[] = [
  { name: '../shared', pattern: /\.\.\/shared\b/ },
  { name: '/work/shared', pattern: /\/work\/shared\b/ },
  { name: 'API.md', pattern: /(?<![\w-])API\.md\b/ },
  { name: 'SPEC.md', pattern: /(?<![\w-])SPEC\.md\b/ },
  { name: 'DECISIONS.md', pattern: /(?<![\w-])DECISIONS\.md\b/ },
  { name: 'ARCHITECTURE.md', pattern: /(?<![\w-])ARCHITECTURE\.md\b/ },
  { name: 'STACK-NOTES', pattern: /(?<![\w-])STACK-NOTES\b/ },
];

/** A backticked repository path: `src/...`, `scripts/...` and the other top-level folders. */
const BACKTICKED_PATH = /`((?:src|scripts|tests|docs|integrations|prisma|public)\/[^`\s]*)`/g;
/** Placeholders (`<area>`), globs and elisions name a kind of file, not one file. */
const PLACEHOLDER = /[<>*{}…]|\.\.\./;

const scannedFiles = SCANNED.flatMap((folder) => filesUnder(folder, TEXT_FILE)).filter((file) => file !== THIS_FILE);
const docFiles = scannedFiles.filter((file) => file.endsWith('.md') && (file === 'README.md' || file.startsWith(`docs${path.sep}`)));
const linesOf = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8').split('\n');

describe('the repository stands alone', () => {
  it('scans the docs and the code', () => {
    expect(docFiles).toContain(path.join('docs', 'architecture.md'));
    expect(scannedFiles.length).toBeGreaterThan(100);
  });

  it('cites no file outside the repository', () => {
    const found = scannedFiles.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        OUTSIDE_REFERENCES.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${file}:${index + 1}: ${name}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('names only files that exist, in backticks', () => {
    const missing = docFiles.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        [...line.matchAll(BACKTICKED_PATH)]
          .map((match) => match[1]!.replace(/#.*$/, '').replace(/[.,:;)]+$/, ''))
          .filter((cited) => !PLACEHOLDER.test(cited) && !fs.existsSync(path.join(projectRoot, cited)))
          .map((cited) => `${file}:${index + 1}: ${cited}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('links only to files inside the repository that exist', () => {
    const broken = docFiles.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        [...line.matchAll(/\]\(([^)\s]+)\)/g)]
          .map((match) => match[1]!.replace(/#.*$/, ''))
          .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
          .filter((target) => {
            const resolved = path.resolve(projectRoot, path.dirname(file), target);
            return !resolved.startsWith(projectRoot + path.sep) || !fs.existsSync(resolved);
          })
          .map((target) => `${file}:${index + 1}: ${target}`),
      ),
    );
    expect(broken).toEqual([]);
  });
});
