// Direct access to the browser tier's database, to find test data and check what was stored.
import path from 'node:path';
import { inject } from 'vitest';
import { openDb } from '#server/infra/db.ts';

export function e2eDb() {
  return openDb(path.join(inject('e2eDir'), 'e2e.db'));
}
