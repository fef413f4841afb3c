// The layer rules (eslint.config.js) on fixture files: each forbidden import is reported, and
// the allowed ones are not, so a loosened rule fails here rather than in a code review.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/paths.ts';

const eslint = new ESLint({ cwd: projectRoot });

/** The messages of `no-restricted-imports` for `code` linted as if it lived at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const forbidden: Array<[file: string, code: string]> = [
  ['src/server/reviews/fixture.ts', "import { json } from '#transport/rest/http.ts';\nvoid json;"],
  ['src/server/reviews/fixture.ts', "import { useState } from 'react';\nvoid useState;"],
  ['src/server/reviews/fixture.ts', "import { defineMiddleware } from 'astro:middleware';\nvoid defineMiddleware;"],
  ['src/server/reviews/fixture.ts', "import Stars from '#components/Stars.tsx';\nvoid Stars;"],
  ['src/server/reviews/fixture.ts', "import { api } from '#stores/auth.ts';\nvoid api;"],
  ['src/islands/review/Fixture.tsx', "import { db } from '#server/db.ts';\nvoid db;"],
  ['src/islands/review/Fixture.tsx', "import fs from 'node:fs';\nvoid fs;"],
  ['src/lib/fixture.ts', "import { submitReview } from '#server/reviews/submit-review.ts';\nvoid submitReview;"],
  ['src/components/Fixture.astro', "---\nimport { db } from '#server/db.ts';\nvoid db;\n---\n<p>x</p>\n"],
  ['src/shared/reviews/fixture.ts', "import { settings } from '#server/env.ts';\nvoid settings;"],
  ['src/shared/reviews/fixture.ts', "import { formatDate } from '#lib/format.ts';\nvoid formatDate;"],
  ['src/shared/reviews/fixture.ts', "import fs from 'node:fs';\nvoid fs;"],
  ['src/transport/rest/routes/fixture.ts', "import { db } from '../../../server/db.ts';\nvoid db;"],
];

const allowed: Array<[file: string, code: string]> = [
  [
    'src/server/reviews/fixture.ts',
    "import { RATING_FIELDS } from '#shared/reviews/ratings.ts';\nimport { AppError } from '../errors.ts';\nvoid RATING_FIELDS; void AppError;",
  ],
  [
    'src/islands/review/Fixture.tsx',
    "import type { AppRouter } from '#transport/trpc/root.ts';\nimport { api } from '#stores/auth.ts';\nexport type R = AppRouter; void api;",
  ],
  [
    'src/shared/reviews/fixture.ts',
    "import { MAX_ID } from '#shared/ids.ts';\nimport { REVIEW_TEXT_MAX } from '../limits.ts';\nvoid MAX_ID; void REVIEW_TEXT_MAX;",
  ],
  ['src/transport/rest/routes/fixture.ts', "import { db } from '#server/db.ts';\nvoid db;"],
];

describe('layer rules', () => {
  // The first lint loads the config and its plugins: seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile('src/server/db.ts'), 60_000);

  it.each(forbidden)('refuses the import in %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each(allowed)('allows the imports in %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
