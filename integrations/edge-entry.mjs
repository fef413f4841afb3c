// The production server (src/edge/serve-build.ts) is built with the site: a second entry of the
// server build, written beside Astro's own as <build>/server/edge.mjs. One bundle, so the server
// and the REST mount point share one router, one database client and one set of caches, and the
// server can call the router from the first request on; plain JavaScript once built, so serving
// a build needs no TypeScript loader (docs/decisions/042-http-edge-in-src.md). scripts/serve.mjs
// loads it from the build it serves.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's file in `<build>/server/`. */
export const EDGE_ENTRY_FILE = 'edge.mjs';

const EDGE_SOURCE = fileURLToPath(new URL('../src/edge/serve-build.ts', import.meta.url));

/**
 * Adds the edge to the inputs of the server build (the `ssr` environment), named `edge.mjs`:
 * Astro names every input of that build after its own entry, so the edge's name is set here.
 * @returns {import('vite').Plugin}
 */
function edgeEntryPlugin() {
  /** @param {{ facadeModuleId?: string | null }} chunk */
  const isEdge = (chunk) => typeof chunk.facadeModuleId === 'string' && path.resolve(chunk.facadeModuleId) === EDGE_SOURCE;
  return {
    name: 'edge-entry',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return { build: { rolldownOptions: { input: { edge: EDGE_SOURCE } } } };
    },
    outputOptions(options) {
      const named = options.entryFileNames;
      if (named === undefined) return;
      return {
        ...options,
        entryFileNames: (chunk) => (isEdge(chunk) ? EDGE_ENTRY_FILE : typeof named === 'function' ? named(chunk) : named),
      };
    },
  };
}

/** @returns {import('astro').AstroIntegration} */
export function edgeEntry() {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: 'edge-entry',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { plugins: [edgeEntryPlugin()] } });
      },
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      // A build the server cannot start from fails here, not when it is served.
      'astro:build:done': () => {
        const file = serverDir && new URL(EDGE_ENTRY_FILE, serverDir);
        if (!file || !fs.existsSync(file)) throw new Error(`edge-entry: the build wrote no server/${EDGE_ENTRY_FILE}.`);
      },
    },
  };
}
