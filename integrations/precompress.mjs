// The large text files of a build (the open-data files, the sitemap, the bigger scripts) are
// compressed once, at the end of the build, with Brotli and gzip, beside each file. The server
// (src/edge/precompressed.ts) sends those bytes instead of compressing the file again for every
// request: the open-data JSON of the full list took 80–170 ms of CPU per request, so a few clients
// could keep both cores busy. Pages are left to the server's compression: there are ten thousand,
// each small. The list of what was compressed goes to <build>/precompressed.json.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const PRECOMPRESSED_FILE = 'precompressed.json';
/** The kinds of file worth it, by extension (HTML excluded: above). */
const COMPRESSIBLE = new Set(['.json', '.csv', '.xml', '.js', '.css', '.txt', '.svg']);
/** Below this the server's own compression costs too little to matter. */
const MIN_BYTES = 64 * 1024;

/**
 * The URL paths (`/data/universities.json`) of the files a build compressed; none for a build
 * made before this existed.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function readPrecompressed(buildDir) {
  const file = path.join(buildDir, PRECOMPRESSED_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside the file.
 * @param {string} file
 * @param {Buffer} bytes
 */
async function compressBeside(file, bytes) {
  const brotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  const [br, gz] = await Promise.all([brotliCompress(bytes, { params: brotli }), gzip(bytes, { level: 9 })]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
}

/** @returns {import('astro').AstroIntegration} */
export function precompress() {
  /** @type {URL | undefined} */
  let outDir;
  return {
    name: 'precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!outDir) throw new Error('precompress: the build folder is unknown');
        const started = performance.now();
        const client = fileURLToPath(dir);
        const done = [];
        for (const entry of fs.readdirSync(client, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
          const file = path.join(entry.parentPath, entry.name);
          const bytes = fs.readFileSync(file);
          if (bytes.length < MIN_BYTES) continue;
          // One file at a time (each compressor holds tens of MB outside the heap, at the build's
          // peak), its Brotli and gzip at once on zlib's thread pool.
          await compressBeside(file, bytes);
          done.push(`/${path.relative(client, file).split(path.sep).join('/')}`);
        }
        fs.writeFileSync(new URL(PRECOMPRESSED_FILE, outDir), `${JSON.stringify(done.sort(), null, 2)}\n`);
        logger.info(`${done.length} files compressed ahead (Brotli and gzip) in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
