import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { hasWorldList, runImport, worldList } from '../support/world-list.ts';

describe('npm run import:universities', () => {
  it.runIf(hasWorldList)(
    'imports the world list as 10,233 universities, and again without change',
    async () => {
      const first = runImport(worldList);
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/10233 inserted, 0 updated, 0 unchanged, 0 skipped \(18 duplicates merged\)/);
      expect(await db().university.count()).toBe(10233);

      const second = runImport(worldList);
      expect(second.stderr + second.stdout).toMatch(/0 inserted, 0 updated, 10233 unchanged/);
      expect(await db().university.count()).toBe(10233);
      expect(await db().universityStats.count()).toBe(10233);

      const montreal = await db().university.findFirst({ where: { name: 'Université de Montréal' }, select: { searchKey: true } });
      expect(montreal?.searchKey).toMatch(/^universite de montreal\|/);
    },
    60_000,
  );

  it('stops on a file that is not JSON and changes nothing', async () => {
    const before = await db().university.count();
    const broken = path.join(path.dirname(process.env.OUTBOX_DIR!), `broken-${process.pid}.json`);
    fs.writeFileSync(broken, '[{"name": "Half');
    const result = runImport(broken);
    fs.rmSync(broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Import stopped, nothing was changed. The file is not valid JSON');
    expect(await db().university.count()).toBe(before);
  });

  it('reports bad records by position, imports the rest, and merges pages on a second source', async () => {
    const file = path.join(path.dirname(process.env.OUTBOX_DIR!), `mixed-${process.pid}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify([
        { name: 'Test Import College', country: 'Testland', web_pages: ['"https://tic.example/"'], domains: ['tic.example'] },
        { name: 'Nameless', web_pages: [] },
      ]),
    );
    const result = runImport(file);
    expect(result.stderr).toContain('Skipped record at position 1: missing country');
    expect(result.stdout).toMatch(/1 inserted, 0 updated, 0 unchanged, 1 skipped/);
    const row = await db().university.findFirst({ where: { name: 'Test Import College' } });
    expect(JSON.parse(row!.webPages)).toEqual(['https://tic.example/']);

    fs.writeFileSync(
      file,
      JSON.stringify([{ name: 'Test Import College', country: 'Testland', web_pages: ['https://tic2.example/'], domains: [] }]),
    );
    expect(runImport(file).stdout).toMatch(/0 inserted, 1 updated/);
    fs.rmSync(file);
    const updated = await db().university.findFirst({ where: { name: 'Test Import College' } });
    expect(JSON.parse(updated!.webPages)).toEqual(['https://tic.example/', 'https://tic2.example/']);
  });
});
