// Folders that hold secrets or personal data (var/: the database, the generated secret, the
// outbox; the backups) are readable by their owner only, also when they existed before.
import fs from 'node:fs';

export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((fs.statSync(dir).mode & 0o077) !== 0) fs.chmodSync(dir, 0o700);
}
