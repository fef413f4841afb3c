// The layer rules (eslint.config.js) on fixture files: each forbidden import is reported, and
// the allowed ones are not, so a loosened rule fails here rather than in a code review.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/paths.ts';

// The fixtures are no files of the TypeScript project, so the rules that read types are left out.
const eslint = new ESLint({ cwd: projectRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The messages of the import rules (`no-restricted-imports`, `layers/*`) for `code` linted as if it lived at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath} was not linted: ${fatal.message}`);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId?.startsWith('layers/')).map((m) => m.message);
}

const forbidden: Array<[file: string, code: string]> = [
  ['src/transport/rest/fixture.ts', "import { serveBuild } from '#edge/serve-build.ts';\nvoid serveBuild;"],
  ['src/server/reviews/fixture.ts', "import { canonicalPath } from '#edge/canonical-path.ts';\nvoid canonicalPath;"],
  ['src/edge/fixture.ts', "import Stars from '#components/Stars.tsx';\nvoid Stars;"],
  ['src/edge/fixture.ts', "import { freePort } from '#scripts/lib/free-port.ts';\nvoid freePort;"],
  ['src/server/reviews/fixture.ts', "import { json } from '#transport/rest/http.ts';\nvoid json;"],
  ['src/server/reviews/fixture.ts', "import { useState } from 'react';\nvoid useState;"],
  ['src/server/reviews/fixture.ts', "import { defineMiddleware } from 'astro:middleware';\nvoid defineMiddleware;"],
  ['src/server/reviews/fixture.ts', "import Stars from '#components/Stars.tsx';\nvoid Stars;"],
  ['src/server/reviews/fixture.ts', "import { api } from '#stores/auth.ts';\nvoid api;"],
  ['src/islands/review/Fixture.tsx', "import { db } from '#server/infra/db.ts';\nvoid db;"],
  ['src/islands/review/Fixture.tsx', "import fs from 'node:fs';\nvoid fs;"],
  ['src/lib/fixture.ts', "import { submitReview } from '#server/review-writes/submit-review.ts';\nvoid submitReview;"],
  ['src/components/Fixture.astro', "---\nimport { db } from '#server/infra/db.ts';\nvoid db;\n---\n<p>x</p>\n"],
  ['src/shared/reviews/fixture.ts', "import { settings } from '#server/infra/env.ts';\nvoid settings;"],
  ['src/shared/reviews/fixture.ts', "import { formatDate } from '#lib/format.ts';\nvoid formatDate;"],
  ['src/shared/reviews/fixture.ts', "import fs from 'node:fs';\nvoid fs;"],
  ['src/transport/rest/routes/fixture.ts', "import { db } from '../../../server/db.ts';\nvoid db;"],
  // A relative import leaves its area (here src/server's top, below a folder of src/server).
  ['src/server/fixture.ts', "import { corsHeaders } from '../transport/cors.ts';\nvoid corsHeaders;"],
  ['src/server/reviews/fixture.ts', "import { db } from '../infra/db.ts';\nvoid db;"],
  ['src/transport/fixture.ts', "import { db } from '../server/infra/db.ts';\nvoid db;"],
  ['scripts/fixture.ts', "import { projectRoot } from '../tests/support/paths.ts';\nvoid projectRoot;"],
  // The order of src/server (SERVER_LAYERS): up, beside, unnamed, and the files kept at its top.
  ['src/server/reviews/fixture.ts', "import { getUniversity } from '#server/universities/universities.ts';\nvoid getUniversity;"],
  ['src/server/infra/fixture.ts', "import { sendMail } from '#server/mail/mailer.ts';\nvoid sendMail;"],
  ['src/server/trust/fixture.ts', "import { verifiedAt } from '#server/students/student-verification.ts';\nvoid verifiedAt;"],
  ['src/server/newfolder/fixture.ts', "import { db } from '#server/infra/db.ts';\nvoid db;"],
  ['src/server/reviews/fixture.ts', "import { AppError } from '#server/errors.ts';\nvoid AppError;"],
  ['src/server/reviews/fixture.ts', "const later = () => import('#server/review-writes/submit-review.ts');\nvoid later;"],
];

const allowed: Array<[file: string, code: string]> = [
  [
    'src/edge/fixture.ts',
    "import { answerRestGet } from '#transport/rest/direct-get.ts';\nimport { chosenCoding } from '#shared/content-coding.ts';\nimport { readCspHashes } from '#integrations/csp.mjs';\nvoid answerRestGet; void chosenCoding; void readCspHashes;",
  ],
  [
    'src/server/reviews/fixture.ts',
    "import { RATING_FIELDS } from '#shared/reviews/ratings.ts';\nimport { AppError } from '#server/infra/errors.ts';\nimport { STAT_COLUMNS } from './stat-columns.ts';\nvoid RATING_FIELDS; void AppError; void STAT_COLUMNS;",
  ],
  [
    'src/server/review-writes/fixture.ts',
    "import { screenReview } from '#server/trust/screening.ts';\nimport '#server/universities/follow-writes.ts';\nimport { Prisma } from '#server/generated/prisma/client.ts';\nvoid screenReview; void Prisma;",
  ],
  ['src/server/fixture.ts', "export * from '#server/infra/errors.ts';"],
  ['tests/api/fixture.ts', "import { createUniversity } from '../factories/universities.ts';\nvoid createUniversity;"],
  [
    'src/islands/review/Fixture.tsx',
    "import type { AppRouter } from '#transport/trpc/root.ts';\nimport { api } from '#stores/auth.ts';\nexport type R = AppRouter; void api;",
  ],
  [
    'src/shared/reviews/fixture.ts',
    "import { MAX_ID } from '#shared/ids.ts';\nimport { REVIEW_TEXT_MAX } from '../limits.ts';\nvoid MAX_ID; void REVIEW_TEXT_MAX;",
  ],
  ['src/transport/rest/routes/fixture.ts', "import { db } from '#server/infra/db.ts';\nvoid db;"],
];

describe('layer rules', () => {
  // The first lint loads the config and its plugins: seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile('src/server/infra/db.ts'), 60_000);

  it.each(forbidden)('refuses the import in %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each(allowed)('allows the imports in %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
