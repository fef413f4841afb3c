// Waits for the auth state to finish initialising (a stored session is verified first), so a
// click made while it loads is judged by the real state, not by the empty start state.
import { $auth, startAuth } from '#stores/auth.ts';

export function whenAuthReady(): Promise<void> {
  startAuth();
  if ($auth.get().isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $auth.listen((state) => {
      if (!state.isInitialized) return;
      stop();
      resolve();
    });
  });
}
