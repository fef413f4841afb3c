// Success texts that both the REST replies and the islands show (docs/rules/api-contract.md), kept
// in one place.
export const PASSWORD_RESET_DONE = 'Password reset successfully. Please login with your new password.';
