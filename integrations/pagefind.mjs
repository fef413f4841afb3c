// Runs Pagefind over the prerendered pages at the end of every build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefindApi from 'pagefind';

/** @typedef {Pick<typeof pagefindApi, 'createIndex' | 'close'>} PagefindService */

/**
 * Indexes the pages under `site` into `site/pagefind`; resolves with the number of pages. Pagefind
 * runs as a child process: it is closed however indexing ends, or it would keep the build alive.
 * @param {string} site
 * @param {PagefindService} [service] Pagefind itself; tests hand in a stand-in
 */
export async function indexSite(site, service = pagefindApi) {
  try {
    const { index, errors } = await service.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: site });
    if (added.errors.length) throw new Error(`Pagefind failed: ${added.errors.join('; ')}`);
    await index.writeFiles({ outputPath: path.join(site, 'pagefind') });
    return added.page_count;
  } finally {
    await service.close();
  }
}

/** @returns {import('astro').AstroIntegration} */
export function pagefind() {
  return {
    name: 'pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const pages = await indexSite(fileURLToPath(dir));
        logger.info(`Pagefind indexed ${pages} pages in ${Date.now() - started} ms`);
      },
    },
  };
}
