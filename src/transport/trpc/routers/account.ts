// tRPC procedures for account, over the same services as REST
// (docs/rules/api-contract.md#accounts).
import { login, logout, refresh, signup } from '#server/auth/accounts.ts';
import { deleteAccount } from '#server/accounts/delete-account.ts';
import { requestPasswordReset, resetPassword, validateResetToken } from '#server/auth/password-reset.ts';
import { ownReviews, updatePassword, updateUsername } from '#server/accounts/profile.ts';
import { ownReports } from '#server/trust/reports.ts';
import { confirmStudentCode, requestStudentCode } from '#server/students/student-verification.ts';
import { confirmStudentInput, studentCodeSent, verifyStudentInput } from '#shared/schemas/students.ts';
import { exportAccount } from '#server/accounts/export.ts';
import {
  forgotPasswordInput,
  loginInput,
  logoutInput,
  refreshInput,
  resetPasswordInput,
  signupInput,
  updatePasswordInput,
  updateUsernameInput,
  validateResetTokenInput,
} from '#shared/schemas/accounts.ts';
import { inputOf } from '#transport/parse-input.ts';
import { PASSWORD_RESET_DONE } from '#shared/accounts/messages.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const accountRouter = router({
  signup: publicProcedure
    .input(inputOf(signupInput))
    .mutation(async ({ ctx, input }) => ({ user: await signup(input, ctx.clientAddress) })),

  login: publicProcedure.input(inputOf(loginInput)).mutation(({ ctx, input }) => login(input, ctx.clientAddress)),

  logout: publicProcedure.input(inputOf(logoutInput)).mutation(async ({ input }) => {
    await logout(input.refreshToken);
    return { ok: true as const };
  }),

  refresh: publicProcedure.input(inputOf(refreshInput)).mutation(({ input }) => refresh(input.refreshToken)),

  /** The caller's own account, read from the database. */
  me: protectedProcedure.query(({ ctx }) => ({ user: ctx.caller.user })),

  forgotPassword: publicProcedure
    .meta({ messageOnErrors: true })
    .input(inputOf(forgotPasswordInput))
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(input.email, ctx.clientAddress);
      return { ok: true as const };
    }),

  // A mutation, so the token travels in a POST body, never in a URL that logs and histories keep.
  validateResetToken: publicProcedure.input(inputOf(validateResetTokenInput)).mutation(async ({ input }) => {
    await validateResetToken(input.token);
    return { valid: true as const };
  }),

  resetPassword: publicProcedure.input(inputOf(resetPasswordInput)).mutation(async ({ ctx, input }) => {
    await resetPassword(input, ctx.clientAddress);
    return { ok: true as const, message: PASSWORD_RESET_DONE };
  }),

  updatePassword: protectedProcedure.input(inputOf(updatePasswordInput)).mutation(async ({ ctx, input }) => {
    await updatePassword(ctx.caller, input.newPassword, ctx.clientAddress);
    return { ok: true as const };
  }),

  updateUsername: protectedProcedure
    .input(inputOf(updateUsernameInput))
    .mutation(async ({ ctx, input }) => ({ username: await updateUsername(ctx.caller, input.username) })),

  deleteAccount: protectedProcedure.mutation(async ({ ctx }) => {
    await deleteAccount(ctx.caller);
    return { ok: true as const };
  }),

  /** The caller's reviews with their status and the reason of a removal. */
  myReviews: protectedProcedure.query(async ({ ctx }) => ({ reviews: await ownReviews(ctx.caller) })),

  /** The caller's reports with what became of each (receipts). */
  myReports: protectedProcedure.query(async ({ ctx }) => ({ reports: await ownReports(ctx.caller.user.id) })),

  /** Mails a code to an academic address (docs/rules/accounts-and-tokens.md#verified-students). */
  verifyStudent: protectedProcedure.input(inputOf(verifyStudentInput)).mutation(async ({ ctx, input }) => ({
    university: await requestStudentCode(ctx.caller, input.email, ctx.clientAddress),
    message: studentCodeSent(input.email),
  })),

  /** Confirms the mailed code: the caller becomes a verified student of its university. */
  confirmStudent: protectedProcedure
    .input(inputOf(confirmStudentInput))
    .mutation(async ({ ctx, input }) => ({ verified_university: await confirmStudentCode(ctx.caller, input.code) })),

  /** Everything the caller's account made, as GET /api/users/export sends it (the profile saves it as a file). */
  export: protectedProcedure.query(({ ctx }) => exportAccount(ctx.caller)),
});
