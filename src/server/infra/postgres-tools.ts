// Where PostgreSQL's client tools (pg_dump, pg_restore, psql) are. Debian keeps each major
// version's binaries in /usr/lib/postgresql/<version>/bin (beside pg_ctl); the newest is taken,
// because pg_dump must be at least as new as the server it dumps. Elsewhere (another
// distribution, a container with only the client) they are found on PATH.
import fs from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin holding `tool`, or null. */
export function debianPostgresBin(tool: string): string | null {
  if (!fs.existsSync(DEBIAN_ROOT)) return null;
  const versions = fs
    .readdirSync(DEBIAN_ROOT)
    .filter((name) => fs.existsSync(path.join(DEBIAN_ROOT, name, 'bin', tool)))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_ROOT, versions[0]!, 'bin') : null;
}

/** The command to run a PostgreSQL tool: Debian's newest, else the name as found on PATH. */
export function postgresTool(tool: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const bin = debianPostgresBin(tool);
  return bin ? path.join(bin, tool) : tool;
}
