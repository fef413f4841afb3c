// GET /api/users/export (docs/rules/open-data.md#your-own-data): the caller's own data as a
// JSON download. Thin: resolve the bearer, call the service, name the file.
import { requireCaller } from '#server/auth/current-user.ts';
import { exportAccount } from '#server/accounts/export.ts';
import { bearerToken, json } from '../http.ts';
import type { Route } from '../router.ts';
import { accountExportDoc } from '../route-docs/account-export.ts';
import { ACCOUNT_EXPORT_FILENAME } from '#shared/accounts/export.ts';

export const accountExportRoutes: Route[] = [
  {
    method: 'GET',
    path: '/users/export',
    doc: accountExportDoc,
    handler: async ({ request }) => {
      const caller = await requireCaller(bearerToken(request));
      return json(200, await exportAccount(caller), { 'content-disposition': `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"` });
    },
  },
];
