// Bodies written a slice of rows at a time (src/server/sliced-text.ts): the parts make the text
// the rows would make at once, and the digest tells rows that read the same from rows that do not.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinSlices, writeSlices } from '#server/infra/sliced-text.ts';

type Row = { id: number; name: string };

async function* slicesOf(rows: Row[], size: number): AsyncGenerator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

const writeRows = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).join(',');
const rows: Row[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Université ${id} “Ω”` }));

describe('writeSlices', () => {
  it('writes the text the rows make at once, in UTF-8, whatever the slices', async () => {
    for (const size of [1, 2, 5]) {
      const text = await writeSlices(slicesOf(rows, size), writeRows, ',');
      expect(text.parts).toHaveLength(Math.ceil(rows.length / size));
      expect(joinSlices('[', text, ']').toString()).toBe(JSON.stringify(rows));
      expect(text.digest).toBe(createHash('sha256').update(writeRows(rows)).digest('base64url'));
    }
  });

  it('gives the same digest for rows that read the same, and another when one field changes', async () => {
    const digest = async (list: Row[], size: number) => (await writeSlices(slicesOf(list, size), writeRows, ',')).digest;
    expect(await digest(rows, 2)).toBe(await digest(structuredClone(rows), 3));
    expect(await digest([...rows.slice(0, 4), { id: 5, name: 'Université 5 “Ω” ' }], 2)).not.toBe(await digest(rows, 2));
  });

  it('writes nothing for no rows', async () => {
    const text = await writeSlices(slicesOf([], 2), writeRows, ',');
    expect(joinSlices('[', text, ']').toString()).toBe('[]');
  });
});
