// Import of the public world-universities list format. Parsing is pure (tested on its own);
// applying is idempotent on (name, country): re-running it updates, never duplicates.
import { db } from '#server/infra/db.ts';
import { searchKeyOf } from '#shared/site/search-key.ts';
import { universitySelect } from './universities.ts';

export interface UniversityRecord {
  name: string;
  country: string;
  alphaTwoCode: string | null;
  stateProvince: string | null;
  webPages: string[];
  domains: string[];
}

export interface ParseResult {
  records: UniversityRecord[];
  /** Records dropped, by position in the file (0-based) and why. */
  skipped: { position: number; reason: string }[];
  /** Records folded into an earlier one with the same name and country. */
  merged: number;
}

export class ImportFileError extends Error {}

const QUOTES = /^[\s"'`\u2018\u2019\u201c\u201d]+|[\s"'`\u2018\u2019\u201c\u201d]+$/g;

/** Strips quote characters and spaces around a URL or domain. */
export function stripQuotes(value: string): string {
  return value.replace(QUOTES, '');
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new Error(`${field} must be a list of strings`);
  }
  return value.map(stripQuotes).filter(Boolean);
}

function optionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Error(`${field} must be a string`);
  return value.trim() || null;
}

function parseRecord(raw: unknown): UniversityRecord {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('not an object');
  const item = raw as Record<string, unknown>;
  if (typeof item.name !== 'string' || !item.name.trim()) throw new Error('missing name');
  if (typeof item.country !== 'string' || !item.country.trim()) throw new Error('missing country');
  return {
    name: item.name.trim(),
    country: item.country.trim(),
    alphaTwoCode: optionalString(item.alpha_two_code, 'alpha_two_code'),
    stateProvince: optionalString(item['state-province'], 'state-province'),
    webPages: stringList(item.web_pages, 'web_pages'),
    domains: stringList(item.domains, 'domains'),
  };
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/** Parses the file's text; throws ImportFileError when it is not a JSON array. */
export function parseUniversityFile(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new ImportFileError('The file must hold a JSON array of universities.');

  const byKey = new Map<string, UniversityRecord>();
  const skipped: ParseResult['skipped'] = [];
  let merged = 0;
  data.forEach((raw, position) => {
    let record: UniversityRecord;
    try {
      record = parseRecord(raw);
    } catch (error) {
      skipped.push({ position, reason: (error as Error).message });
      return;
    }
    const key = `${record.name}\u0000${record.country}`;
    const earlier = byKey.get(key);
    if (earlier) {
      merged += 1;
      earlier.webPages = union(earlier.webPages, record.webPages);
      earlier.domains = union(earlier.domains, record.domains);
      earlier.alphaTwoCode ??= record.alphaTwoCode;
      earlier.stateProvince ??= record.stateProvince;
    } else {
      byKey.set(key, record);
    }
  });
  return { records: [...byKey.values()], skipped, merged };
}

export interface ImportSummary {
  inserted: number;
  updated: number;
  unchanged: number;
}

function rowData(record: UniversityRecord) {
  return {
    name: record.name,
    country: record.country,
    alphaTwoCode: record.alphaTwoCode,
    stateProvince: record.stateProvince,
    webPages: JSON.stringify(record.webPages),
    domains: JSON.stringify(record.domains),
    searchKey: searchKeyOf(record.name),
  };
}

const BATCH = 500;

/** Writes records: new ones inserted, changed ones updated (web pages and domains merged). */
export async function importUniversities(
  records: UniversityRecord[],
  onProgress: (done: number) => void = () => {},
): Promise<ImportSummary> {
  const prisma = db();
  const existing = await prisma.university.findMany({
    select: { ...universitySelect, searchKey: true },
  });
  const byKey = new Map(existing.map((row) => [`${row.name}\u0000${row.country}`, row]));
  const summary: ImportSummary = { inserted: 0, updated: 0, unchanged: 0 };

  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    await prisma.$transaction(async (tx) => {
      for (const record of batch) {
        const row = byKey.get(`${record.name}\u0000${record.country}`);
        if (!row) {
          const created = await tx.university.create({ data: rowData(record), select: { id: true } });
          await tx.universityStats.create({ data: { universityId: created.id } });
          summary.inserted += 1;
          continue;
        }
        const next = rowData({
          ...record,
          alphaTwoCode: record.alphaTwoCode ?? row.alphaTwoCode,
          stateProvince: record.stateProvince ?? row.stateProvince,
          webPages: union(JSON.parse(row.webPages) as string[], record.webPages),
          domains: union(JSON.parse(row.domains) as string[], record.domains),
        });
        const changed = (Object.keys(next) as (keyof typeof next)[]).some((field) => next[field] !== row[field]);
        if (changed) {
          await tx.university.update({ where: { id: row.id }, data: next });
          summary.updated += 1;
        } else {
          summary.unchanged += 1;
        }
      }
    });
    onProgress(Math.min(records.length, start + BATCH));
  }
  return summary;
}
