// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { pagefind } from '#integrations/pagefind.mjs';
import { cspHashes } from '#integrations/csp.mjs';
import { precompress } from '#integrations/precompress.mjs';
import { intentDirective } from '#integrations/intent-directive.mjs';
import { reactToStringWithIds } from '#integrations/react-to-string.mjs';
import { edgeEntry } from '#integrations/edge-entry.mjs';
import { migrationList } from '#integrations/migration-list.mjs';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  adapter: node({ mode: 'standalone' }),
  // The hashes of the inline scripts the Content-Security-Policy allows (src/edge/security-headers.ts).
  // React islands render to a string, with their useId prefix (integrations/react-to-string.mjs).
  // The production server bundled with the build as server/edge.mjs (integrations/edge-entry.mjs),
  // with the migrations the build expects beside it (integrations/migration-list.mjs).
  // Last: the large text files, Pagefind's included, compressed ahead (integrations/precompress.mjs).
  integrations: [
    react({ experimentalDisableStreaming: true }),
    intentDirective(),
    pagefind(),
    cspHashes(),
    edgeEntry(),
    migrationList(),
    precompress(),
  ],
  trailingSlash: 'ignore',
  // Astro 7's default ('jsx') drops the line break between text and a following link, so
  // "through the\n<a>contact page</a>" rendered as "through thecontact page"; `true` compresses
  // without changing what is displayed.
  compressHTML: true,
  // The API authenticates with bearer tokens, never cookies, so there is no cross-site form to
  // guard against; the origin check would refuse documented body-less POST and DELETE calls.
  security: { checkOrigin: false },
  build: { format: 'directory', concurrency: 2 },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), reactToStringWithIds()],
    // The Prisma client and native modules stay outside the server bundle.
    ssr: { external: ['better-sqlite3', 'pg', '@prisma/adapter-pg', '@prisma/client', '@node-rs/argon2'] },
  },
});
