// REST routes of verified students, under /api/users (docs/rules/api-contract.md#verify-a-student-address).
// Thin: parse with the shared schemas, check the bearer, call the service, shape the reply.
import { requireCaller } from '#server/auth/current-user.ts';
import { confirmStudentCode, requestStudentCode } from '#server/students/student-verification.ts';
import { confirmStudentInput, studentCodeSent, verifyStudentInput } from '#shared/schemas/students.ts';
import { parseInput } from '#transport/parse-input.ts';
import { bearerToken, json, readJsonBody } from '../http.ts';
import type { Route } from '../router.ts';
import * as docs from '../route-docs/students.ts';

export const studentsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/verifyStudent',
    doc: docs.verifyStudentDoc,
    handler: async ({ request, clientAddress }) => {
      const { email } = parseInput(verifyStudentInput, await readJsonBody(request));
      const university = await requestStudentCode(await requireCaller(bearerToken(request)), email, clientAddress);
      return json(200, { success: true, university, message: studentCodeSent(email) });
    },
  },
  {
    method: 'POST',
    path: '/users/verifyStudent/confirm',
    doc: docs.confirmStudentDoc,
    handler: async ({ request }) => {
      const { code } = parseInput(confirmStudentInput, await readJsonBody(request));
      const university = await confirmStudentCode(await requireCaller(bearerToken(request)), code);
      return json(200, { success: true, verified_university: university });
    },
  },
];
