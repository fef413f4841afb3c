// The inline scripts and styles the Content-Security-Policy allows (src/edge/security-headers.ts), by hash:
// the ones Astro itself writes into pages, taken from Astro's own build data, never from the pages.
// - Astro's island loader and its one style rule, every client-directive script (client:load,
//   client:only, ...), and the small processed <script>s it inlines; hashed once the client code is
//   built ('astro:build:ssr', which every build with on-demand pages runs), so that the on-demand
//   pages are covered as much as the prerendered ones.
// - At the end of the build every prerendered page is checked: an inline script or style that is
//   not one of these, or a `style` or `on...` attribute, fails the build. Browsers would refuse it
//   (so it is a bug: use a processed <script>, a file in public/ or a class), or it came from data
//   (and must not run). An `is:inline` or `define:vars` script is such a case, except the one
//   inline script of our own (src/shared/auth/early-login-redirect.mjs), hashed from its source.
// The hashes go to <build>/csp-hashes.json, which the server reads when it starts.
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { EARLY_LOGIN_REDIRECT } from '#shared/auth/early-login-redirect.mjs';

export const CSP_HASHES_FILE = 'csp-hashes.json';

/** @typedef {{ scriptHashes: string[]; styleHashes: string[] }} CspHashes */

/**
 * A CSP source for this exact text: sha256-<base64> of its UTF-8 bytes, or with `latin1` of a
 * string that holds one byte per character (a page read as bytes).
 * @param {string} text
 * @param {'utf8' | 'latin1'} [encoding]
 */
export function cspHash(text, encoding = 'utf8') {
  return `sha256-${crypto.createHash('sha256').update(text, encoding).digest('base64')}`;
}

/**
 * The hashes a build wrote; a build without them is refused (its pages would not run).
 * @param {string} buildDir
 * @returns {CspHashes}
 */
export function readCspHashes(buildDir) {
  const file = path.join(buildDir, CSP_HASHES_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the build predates the Content-Security-Policy's script hashes. Build again (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** @returns {import('astro').AstroIntegration} */
export function cspHashes() {
  /** @type {URL | undefined} */
  let outDir;
  /** @type {CspHashes | undefined} */
  let hashes;
  return {
    name: 'csp-hashes',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:ssr': ({ manifest }) => {
        const scripts = [
          islandScript,
          ...manifest.clientDirectives.map(([, code]) => code),
          ...manifest.inlinedScripts.map(([, code]) => code),
          // Ours, inlined as written (src/components/EarlyLoginRedirect.astro).
          EARLY_LOGIN_REDIRECT,
        ];
        const styles = [ISLAND_STYLES];
        for (const route of manifest.routes) {
          for (const style of route.styles) if (style.type === 'inline') styles.push(style.content);
        }
        const unique = (texts) => [...new Set(texts.map((text) => cspHash(text)))].sort();
        hashes = { scriptHashes: unique(scripts), styleHashes: unique(styles) };
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!hashes || !outDir)
          throw new Error('csp-hashes: Astro did not hand over its server manifest, so the inline scripts are unknown.');
        const started = Date.now();
        const pages = htmlFiles(fileURLToPath(dir));
        // Read as bytes (latin1: one character a byte), which is several times faster than decoding
        // UTF-8 over thousands of pages, and hashes exactly what is sent.
        const problems = pages.flatMap((file) =>
          inlineProblems(fs.readFileSync(file, 'latin1'), hashes).map(
            (problem) => `${path.relative(fileURLToPath(dir), file)}: ${problem}`,
          ),
        );
        if (problems.length) {
          throw new Error(
            `Inline code the Content-Security-Policy would refuse (see integrations/csp.mjs):\n  ${problems.slice(0, 10).join('\n  ')}${problems.length > 10 ? `\n  ... and ${problems.length - 10} more` : ''}`,
          );
        }
        fs.writeFileSync(new URL(CSP_HASHES_FILE, outDir), `${JSON.stringify(hashes, null, 2)}\n`);
        logger.info(
          `${hashes.scriptHashes.length} script and ${hashes.styleHashes.length} style hashes; ${pages.length} pages checked in ${Date.now() - started} ms`,
        );
      },
    },
  };
}

/** @param {string} dir */
function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Script types a browser runs (or, for import maps and speculation rules, obeys); others are data blocks. */
const EXECUTED_TYPE =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript))$/i;

/**
 * What a page carries inline that the policy with these hashes would refuse.
 * @param {string} bytes the page as read with the `latin1` encoding (one character a byte)
 * @param {CspHashes} hashes
 * @returns {string[]}
 */
export function inlineProblems(bytes, { scriptHashes, styleHashes }) {
  const problems = [];
  const short = (text) => JSON.stringify(Buffer.from(text.trim().slice(0, 80), 'latin1').toString('utf8'));
  // Comments first: they may hold anything, and browsers ignore it.
  const page = bytes.replace(/<!--[\s\S]*?-->/g, '');
  // Scripts with a source are held to 'self'; data blocks (JSON-LD) are never run.
  const scripts = new Map();
  for (const [, attributes, body] of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributeMap(attributes);
    if (attrs.has('src') || !EXECUTED_TYPE.test((attrs.get('type') ?? '').trim())) continue;
    if (!scripts.has(body)) scripts.set(body, cspHash(body, 'latin1'));
    if (!scriptHashes.includes(scripts.get(body))) problems.push(`inline script ${short(body)}`);
  }
  for (const [, body] of page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (!styleHashes.includes(cspHash(body, 'latin1'))) problems.push(`inline style ${short(body)}`);
  }
  // Style and event-handler attributes. A quick look first: almost every page has no such text.
  if (!/\s(?:style|on[a-z]+)\s*=/i.test(page)) return problems;
  // Then every start tag, with script and style contents (code, not markup) taken out; text and
  // attribute values cannot hold a tag (they are escaped), so '<' starts one.
  const markup = page.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
  for (const [tag] of markup.matchAll(/<[a-z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi)) {
    if (!/\s(?:style|on[a-z]+)\s*=/i.test(tag)) continue;
    for (const name of attributeMap(tag.replace(/^<[^\s/>]+/, '')).keys()) {
      if (name === 'style' || /^on[a-z]+$/.test(name)) problems.push(`${name} attribute in ${short(tag)}`);
    }
  }
  return problems;
}

/** The attributes of a start tag (the text after its name), names in lower case. */
function attributeMap(text) {
  const attrs = new Map();
  for (const [, name, double, single, bare] of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attrs;
}
