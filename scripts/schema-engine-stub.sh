#!/bin/sh
echo "The native Prisma schema engine is not used in this project: run 'npm run migrate' (scripts/migrate.ts)." >&2
exit 1
