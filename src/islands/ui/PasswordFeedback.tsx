// The strength bar (width strength/5; red below 2, yellow from 2, green from 4) and the live
// 'Passwords match' indicator.
import { passwordStrength, strengthColour, strengthWidthPercent } from '#shared/accounts/password.ts';

const COLOURS = { red: 'bg-red-600', yellow: 'bg-yellow-500', green: 'bg-green-600' } as const;
const WORDS = { red: 'Weak', yellow: 'Fair', green: 'Strong' } as const;

export function StrengthBar({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const colour = strengthColour(strength);
  return (
    <div className="mt-2" data-testid="strength-bar" data-strength={strength} data-colour={colour}>
      <div className="h-2 w-full rounded-full bg-slate-200" aria-hidden="true">
        <div className={`h-2 rounded-full ${COLOURS[colour]}`} style={{ width: `${strengthWidthPercent(strength)}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-700" aria-live="polite">
        Password strength: {WORDS[colour]} ({strength} of 5)
      </p>
    </div>
  );
}

export function MatchIndicator({ password, confirm }: { password: string; confirm: string }) {
  if (!confirm) return null;
  const match = password === confirm;
  return (
    <p className={`mt-1 text-sm font-medium ${match ? 'text-green-700' : 'text-red-700'}`} aria-live="polite">
      {match ? 'Passwords match' : 'Passwords do not match'}
    </p>
  );
}
