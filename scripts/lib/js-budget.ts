// The JavaScript a page makes a visitor download before they can interact (a phone on a slow network pays for each kB),
// read from a build's prerendered HTML and its chunks. Before interaction = every module script
// plus the islands hydrated without a tap (client:load, idle, only and intent) and the static
// import graph of each; client:visible islands are summed apart (they load on scroll), and
// dynamic import() is not followed. Sizes are gzip at zlib's default level (6).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The budgets, in KB (1,024 bytes) of gzip before interaction; page types not named have none. */
export const JS_BUDGET_KB: Readonly<Record<string, number>> = {
  'university (reviews)': 60,
  'university (none)': 60,
  'search results': 60,
  faq: 15,
  privacy: 15,
  about: 15,
};

// 'intent' (integrations/intent-directive.mjs) also hydrates when the browser is idle after load.
const EAGER_CLIENTS = new Set(['load', 'idle', 'only', 'intent']);

export interface JsFile {
  /** Path inside the build's client folder, or `(inline)` for the page's inline scripts. */
  file: string;
  gzipBytes: number;
}

export interface PageJs {
  beforeInteraction: JsFile[];
  /** Files only the client:visible islands add (not in beforeInteraction). */
  visibleOnly: JsFile[];
  beforeBytes: number;
  visibleBytes: number;
}

export const gzipSize = (content: string | Buffer) => zlib.gzipSync(content).length;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** The entry URLs of a page's HTML and its inline script text. */
export function pageEntries(html: string): { eager: string[]; visible: string[]; inline: string } {
  const eager: string[] = [];
  const visible: string[] = [];
  let inline = '';
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    const type = attribute(` ${attributes}`, 'type');
    // JSON-LD and other data blocks are not run.
    if (type && type !== 'module' && !/javascript/i.test(type)) continue;
    const src = attribute(` ${attributes}`, 'src');
    if (src) eager.push(src);
    else if (body.trim()) {
      inline += body;
      if (type === 'module') eager.push(...staticImports(body));
    }
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const tag = match[0];
    const urls = [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter((url): url is string => !!url);
    (EAGER_CLIENTS.has(attribute(tag, 'client') ?? '') ? eager : visible).push(...urls);
  }
  return { eager, visible, inline };
}

/** The specifiers of a module's static imports and re-exports (not dynamic import()). */
export function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) if (specifier) specifiers.push(specifier);
  return specifiers;
}

/** A specifier as a file inside the client folder, or undefined (bare package, other site, missing). */
function resolve(clientDir: string, fromFile: string | undefined, specifier: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(specifier)) return undefined;
  const clean = specifier.replace(/[?#].*/, '');
  let target: string;
  if (clean.startsWith('/')) target = path.join(clientDir, clean);
  else if (clean.startsWith('.') && fromFile) target = path.resolve(path.dirname(path.join(clientDir, fromFile)), clean);
  else return undefined;
  const relative = path.relative(clientDir, target);
  if (relative.startsWith('..') || !fs.statSync(target, { throwIfNoEntry: false })?.isFile()) return undefined;
  return relative.split(path.sep).join('/');
}

/** Every file reachable from the entries through static imports, in the order first met. */
export function importGraph(clientDir: string, entries: string[], pageFile?: string): string[] {
  const seen = new Set<string>();
  const pending = entries.map((entry) => resolve(clientDir, pageFile, entry));
  while (pending.length) {
    const file = pending.shift();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(clientDir, file), 'utf8');
    pending.push(...staticImports(code).map((specifier) => resolve(clientDir, file, specifier)));
  }
  return [...seen];
}

const sizeOf = (clientDir: string, file: string): JsFile => ({
  file,
  gzipBytes: gzipSize(fs.readFileSync(path.join(clientDir, file))),
});

/** The JavaScript of one prerendered page (a path inside the client folder). */
export function measurePage(clientDir: string, pageFile: string): PageJs {
  return measureHtml(clientDir, fs.readFileSync(path.join(clientDir, pageFile), 'utf8'), pageFile);
}

/**
 * The JavaScript of a page's HTML (a prerendered file's, or what the server rendered), its scripts
 * read from the client folder; `pageFile` places relative script addresses (root-relative need none).
 */
export function measureHtml(clientDir: string, html: string, pageFile?: string): PageJs {
  const { eager, visible, inline } = pageEntries(html);
  const eagerFiles = importGraph(clientDir, eager, pageFile);
  const visibleFiles = importGraph(clientDir, visible, pageFile).filter((file) => !eagerFiles.includes(file));
  const beforeInteraction = eagerFiles.map((file) => sizeOf(clientDir, file));
  if (inline) beforeInteraction.push({ file: '(inline)', gzipBytes: gzipSize(inline) });
  const visibleOnly = visibleFiles.map((file) => sizeOf(clientDir, file));
  const total = (files: JsFile[]) => files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return { beforeInteraction, visibleOnly, beforeBytes: total(beforeInteraction), visibleBytes: total(visibleOnly) };
}
