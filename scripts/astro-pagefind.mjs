// Runs Pagefind over the prerendered pages at the end of every build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefindApi from 'pagefind';

/** @returns {import('astro').AstroIntegration} */
export function pagefind() {
  return {
    name: 'pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const started = Date.now();
        const { index, errors } = await pagefindApi.createIndex({});
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: site });
        if (added.errors.length) throw new Error(`Pagefind failed: ${added.errors.join('; ')}`);
        await index.writeFiles({ outputPath: path.join(site, 'pagefind') });
        await pagefindApi.close();
        logger.info(`Pagefind indexed ${added.page_count} pages in ${Date.now() - started} ms`);
      },
    },
  };
}
