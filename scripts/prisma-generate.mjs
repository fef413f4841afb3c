// Runs `prisma generate` without the native schema engine, which cannot be downloaded here.
// generate never executes the engine; it only needs the variable to point at a file.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('./schema-engine-stub.sh', import.meta.url));
const result = spawnSync('npx', ['prisma', 'generate'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: stub, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
process.exit(result.status ?? 1);
