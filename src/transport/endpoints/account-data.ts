// The caller's own data: the export (docs/rules/open-data.md#your-own-data) and its reports with
// what became of them (docs/rules/api-contract.md#trust-and-moderation).
import { z } from 'zod';
import { exportAccount, type AccountExport } from '#server/accounts/export.ts';
import { ownReports } from '#server/trust/reports.ts';
import { ACCOUNT_EXPORT_FILENAME } from '#shared/accounts/export.ts';
import { MAX_ID } from '#shared/ids.ts';
import { ownReportReply, reviewWithStatusReply } from '#shared/schemas/trust-replies.ts';
import { json } from '../rest/http.ts';
import { BEARER_ERRORS } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';

const DOWNLOAD = `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`;
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

export const ownDataEndpoints = {
  /** Everything the caller's account made; the profile saves it as a file, REST sends it as a download. */
  export: endpoint({
    auth: 'bearer',
    run: ({ caller }) => exportAccount(caller),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/users/export',
      reply: (result) => json(200, result, { 'content-disposition': DOWNLOAD }),
      doc: {
        summary: "Download the caller's data",
        description:
          "One JSON document, sent as a download: the account (name, email, when it was made, the university it is verified at), every review it signed with its status and any removal reason, the ids of the reviews it likes, and its reports. Never another account's data: not who wrote a liked or reported review, nor who else reported it.",
        tag: 'Accounts',
        reply: { status: 200, description: "The caller's data", schema: accountExportReply },
        replyHeaders: { 'Content-Disposition': DOWNLOAD },
        errors: BEARER_ERRORS,
      },
    },
  }),

  /** The caller's reports with what became of each (receipts); REST answers the bare list. */
  myReports: endpoint({
    auth: 'bearer',
    run: async ({ caller }) => ({ reports: await ownReports(caller.user.id) }),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/users/reports',
      reply: ({ reports }) => ({ status: 200, body: reports }),
      doc: {
        summary: "The caller's reports",
        description:
          'Every report the caller made while signed in, newest first, with what became of it: open, kept (the review stays) or removed.',
        tag: 'Accounts',
        reply: { status: 200, description: "The caller's reports", schema: z.array(ownReportReply) },
        errors: BEARER_ERRORS,
      },
    },
  }),
};
