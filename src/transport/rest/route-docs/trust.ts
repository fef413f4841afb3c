// The docs of the trust routes of readers (docs/rules/api-contract.md#trust-and-moderation): the
// caller's reports, in routes/trust.ts.
import { z } from 'zod';
import { ownReportReply } from '#shared/schemas/trust-replies.ts';
import { BEARER_ERRORS, type RouteDoc } from '../route-doc.ts';

export const ownReportsDoc: RouteDoc = {
  summary: "The caller's reports",
  description:
    'Every report the caller made while signed in, newest first, with what became of it: open, kept (the review stays) or removed.',
  tag: 'Accounts',
  auth: 'bearer',
  reply: { status: 200, description: "The caller's reports", schema: z.array(ownReportReply) },
  errors: BEARER_ERRORS,
};
