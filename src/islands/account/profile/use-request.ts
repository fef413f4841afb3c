// One request of a profile section at a time: busy while it runs, and a failure's text (the
// profile's error texts) handed to the section's error banner.
import { useState } from 'react';
import { profileErrorText } from './error-texts';

export function useRequest(onError: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      onError(profileErrorText(caught));
    }
    setBusy(false);
  }
  return { busy, run };
}
