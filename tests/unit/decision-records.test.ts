// Every decision record has one form (docs/decisions/README.md): a numbered title, then Context,
// Decision and Consequences, and the index lists each record once.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/paths.ts';

const decisionsDir = path.join(projectRoot, 'docs/decisions');
const records = fs.readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = fs.readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');

describe('decision records', () => {
  it('exist', () => {
    expect(records.length).toBeGreaterThanOrEqual(13);
  });

  it.each(records)('%s has a numbered title, then Context, Decision and Consequences', (name) => {
    const text = fs.readFileSync(path.join(decisionsDir, name), 'utf8');
    const headings = text.split('\n').filter((line) => /^#{1,2} /.test(line));
    expect(headings[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
    expect(headings.slice(1)).toEqual(['## Context', '## Decision', '## Consequences']);
  });

  it('are each listed once in the index, and the index lists nothing else', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...records].sort());
  });
});
