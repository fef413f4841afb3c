// The doc of GET /api/users/export (docs/rules/open-data.md#your-own-data), in
// routes/account-export.ts, with the export's reply shape.
import { z } from 'zod';
import type { AccountExport } from '#server/accounts/export.ts';
import { MAX_ID } from '#shared/ids.ts';
import { ownReportReply, reviewWithStatusReply } from '#shared/schemas/trust-replies.ts';
import { BEARER_ERRORS, type RouteDoc } from '../route-doc.ts';
import { ACCOUNT_EXPORT_FILENAME } from '#shared/accounts/export.ts';

/** The name a browser saves the export under. */

const id = z.int().min(1).max(MAX_ID);
const time = z.iso.datetime().meta({ description: 'ISO 8601, UTC.' });

export const accountExportReply = z
  .strictObject({
    exported_at: time,
    account: z.strictObject({
      username: z.string(),
      email: z.string(),
      created_at: time,
      verified_university: z
        .strictObject({ id, name: z.string() })
        .nullable()
        .meta({ description: 'The university the account is a verified student of; null when none.' }),
    }),
    reviews: z.array(reviewWithStatusReply).meta({ description: 'Every review the account signed, whatever its status, newest first.' }),
    liked_review_ids: z.array(id).meta({ description: 'The reviews the account likes, by id only.' }),
    reports: z.array(ownReportReply).meta({ description: "The account's own reports, newest first, with their outcome." }),
  })
  .meta({ id: 'AccountExport', description: "Everything the site keeps that the caller's account made; nothing of anyone else." });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only while the schema matches the service's type. */
export const replyMatchesService: Same<z.output<typeof accountExportReply>, AccountExport> = true;

export const accountExportDoc: RouteDoc = {
  summary: "Download the caller's data",
  description:
    "One JSON document, sent as a download: the account (name, email, when it was made, the university it is verified at), every review it signed with its status and any removal reason, the ids of the reviews it likes, and its reports. Never another account's data: not who wrote a liked or reported review, nor who else reported it.",
  tag: 'Accounts',
  auth: 'bearer',
  reply: { status: 200, description: "The caller's data", schema: accountExportReply },
  replyHeaders: { 'Content-Disposition': `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"` },
  errors: BEARER_ERRORS,
};
