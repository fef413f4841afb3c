// Serves a build: `node scripts/serve.mjs [build folder, default dist]` on HOST:PORT (localhost:4321);
// `npm start` runs it as a cluster worker (src/edge/serve-builds.ts). It only starts the server the
// build carries: src/edge/serve-build.ts, bundled by the build as <build>/server/edge.mjs
// (integrations/edge-entry.mjs). Plain JavaScript, as what it starts, so serving needs no
// TypeScript loader (docs/decisions/042-http-edge-in-src.md).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EDGE_ENTRY_FILE } from '#integrations/edge-entry.mjs';

// The native SQLite module is built for the Node that npm installs (node_modules/.bin/node, 24); an
// older Node crashes on the first query instead of saying why.
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
if (nodeMajor < 22 || (nodeMajor === 22 && nodeMinor < 12)) {
  console.error(
    `Node ${process.versions.node} cannot run this site: use Node 22.12 or newer (npm start and npm run use the Node 24 that npm install brought).`,
  );
  process.exit(1);
}
// Resolved once, so that the code, the files and the CSP hashes all come from one build even when
// `dist` is swapped meanwhile.
const buildDir = fs.realpathSync(path.resolve(process.argv[2] ?? 'dist'));
const edge = path.join(buildDir, 'server', EDGE_ENTRY_FILE);
if (!fs.existsSync(edge)) {
  console.error(`${edge} is missing: the build predates the server it carries. Build again (npm run build).`);
  process.exit(1);
}
const { serveBuild } = await import(pathToFileURL(edge).href);
await serveBuild(buildDir);
