// @ts-check
// Lint, including the layer rules of docs/architecture.md: each area may import only the areas
// below it, and the folders of src/server only the folders below them (SERVER_LAYERS); a relative
// import never leaves its area. tests/unit/layer-lint.test.ts proves a forbidden import fails.
// Aliases are matched with `regex` because in the `group` (gitignore) syntax a leading # starts a
// comment. The TypeScript of src/ is linted with types too (recommendedTypeChecked).
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

/** Imports across areas go through the package.json aliases (#server/*, #shared/* ...). */
const noClimbing = {
  group: ['../../*'],
  message: 'Import across areas with a package.json alias (#server/..., #shared/...), not by climbing folders.',
};

/**
 * The `no-restricted-imports` rule for an area: climbing is always refused, plus the area's own bans.
 * @param {...object} patterns
 * @returns {import('eslint').Linter.RuleEntry}
 */
const layerRule = (...patterns) => ['error', { patterns: [noClimbing, ...patterns] }];

/**
 * The folders of src/server, bottom first: a folder imports only folders of the layers below its
 * own (never one beside it), through `#server/<folder>/...`; `./x` stays for its own files. The
 * generated Prisma clients are the bottom. No file sits at the top of src/server: each belongs to
 * a folder. Checked per import by `layers/server-order`
 * (below, which has it as its option), and as a whole, cycles too, by `npm run check:imports` and
 * tests/unit/server-order.test.ts, which read it from there.
 */
const SERVER_LAYERS = [
  ['generated'],
  ['infra'],
  ['mail', 'ratelimit'],
  ['auth'],
  ['reviews'],
  ['universities'],
  ['trust', 'students'],
  ['review-writes'],
  ['compare', 'open-data'],
  ['accounts', 'forms', 'maintenance'],
];

const projectRoot = import.meta.dirname;
const serverRoot = path.join(projectRoot, 'src', 'server');

/**
 * What an import names, from every form that has a literal source: import, export ... from,
 * import(). Calls `check` with the source node.
 * @param {(source: import('estree').Literal & { value: string }) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function onImportSources(check) {
  /** @param {{ source?: import('estree').Node | null }} node */
  const visit = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') {
      check(/** @type {import('estree').Literal & { value: string }} */ (node.source));
    }
  };
  return { ImportDeclaration: visit, ExportAllDeclaration: visit, ExportNamedDeclaration: visit, ImportExpression: visit };
}

/**
 * The area of a file, as a folder and whether files below it count: a folder of src/server, any
 * other folder of src/, or a top-level folder (scripts, tests ...); the files at the top of
 * src/server or src/ are an area of their own. Undefined for the project's top-level files.
 * @param {string} file absolute
 * @returns {{ dir: string; deep: boolean } | undefined}
 */
function areaOf(file) {
  const parts = path.relative(projectRoot, file).split(path.sep);
  if (parts.length < 2 || parts[0] === '..') return undefined;
  if (parts[0] === 'src' && parts[1] === 'server') {
    return parts.length > 3 ? { dir: path.join(serverRoot, parts[2] ?? ''), deep: true } : { dir: serverRoot, deep: false };
  }
  if (parts[0] === 'src') {
    return parts.length > 2
      ? { dir: path.join(projectRoot, 'src', parts[1] ?? ''), deep: true }
      : { dir: path.join(projectRoot, 'src'), deep: false };
  }
  return { dir: path.join(projectRoot, parts[0] ?? ''), deep: true };
}

/** @param {string} file @param {{ dir: string; deep: boolean }} area */
const isInArea = (file, area) => (area.deep ? file.startsWith(area.dir + path.sep) : path.dirname(file) === area.dir);

/** The local rules that hold the layers. */
const layers = {
  rules: {
    /** @type {import('eslint').Rule.RuleModule} */
    'relative-in-area': {
      meta: {
        type: 'problem',
        docs: { description: 'A relative import stays in its area (a folder of src/server, of src/, or of the project).' },
        messages: {
          leaves:
            "'{{name}}' leaves {{area}} by a relative path: import across areas with a package.json alias (#server/<folder>/..., #shared/...).",
        },
        schema: [],
      },
      create(context) {
        const area = areaOf(context.filename);
        if (!area) return {};
        return onImportSources((source) => {
          const name = source.value;
          // Climbing two folders is refused by no-restricted-imports already (noClimbing).
          if (!name.startsWith('.') || name.startsWith('../../')) return;
          const target = path.resolve(path.dirname(context.filename), name);
          // The project's top-level files (eslint.config.js, package.json) have no alias.
          if (isInArea(target, area) || path.dirname(target) === projectRoot) return;
          context.report({ node: source, messageId: 'leaves', data: { name, area: path.relative(projectRoot, area.dir) || '.' } });
        });
      },
    },
    /** @type {import('eslint').Rule.RuleModule} */
    'server-order': {
      meta: {
        type: 'problem',
        docs: { description: 'A folder of src/server imports only the folders below it in SERVER_LAYERS.' },
        messages: {
          up: '{{from}} is below {{to}} in the order of src/server (SERVER_LAYERS in eslint.config.js): {{to}} may import {{from}}, not the other way round.',
          beside:
            '{{from}} and {{to}} are beside each other in the order of src/server (SERVER_LAYERS in eslint.config.js): neither imports the other.',
          unknown: '{{folder}} is not in the order of src/server: add it to SERVER_LAYERS in eslint.config.js.',
          top: "'{{name}}' names no folder of src/server: every file there belongs to a folder.",
        },
        schema: [
          {
            type: 'object',
            properties: { layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } } },
            required: ['layers'],
            additionalProperties: false,
          },
        ],
      },
      create(context) {
        /** @type {string[][]} */
        const order = context.options[0].layers;
        const serverRank = new Map(order.flatMap((folders, rank) => folders.map((folder) => /** @type {const} */ ([folder, rank]))));
        const parts = path.relative(serverRoot, context.filename).split(path.sep);
        if (parts[0] === '..' || path.isAbsolute(parts[0] ?? '')) return {};
        const from = parts.length > 1 ? (parts[0] ?? '') : 'infra';
        return onImportSources((source) => {
          const name = source.value;
          if (!name.startsWith('#server/')) return;
          const target = name.slice('#server/'.length).split('/');
          if (target.length < 2) return context.report({ node: source, messageId: 'top', data: { name } });
          const to = target[0] ?? '';
          if (to === from) return;
          const [rankFrom, rankTo] = [serverRank.get(from), serverRank.get(to)];
          if (rankFrom === undefined) return context.report({ node: source, messageId: 'unknown', data: { folder: `src/server/${from}` } });
          if (rankTo === undefined) return context.report({ node: source, messageId: 'unknown', data: { folder: `src/server/${to}` } });
          if (rankTo > rankFrom) context.report({ node: source, messageId: 'up', data: { from, to } });
          else if (rankTo === rankFrom) context.report({ node: source, messageId: 'beside', data: { from, to } });
        });
      },
    },
  },
};

const SERVER_BANS = [
  {
    regex: '^#(transport|edge|pages|islands|components|layouts|lib|stores|styles)/',
    message: 'src/server holds the domain: it knows nothing of HTTP, pages or the browser.',
  },
  {
    group: [
      'astro',
      'astro/*',
      'astro:*',
      '@astrojs/*',
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@trpc/*',
      'nanostores',
      '@nanostores/*',
    ],
    message: 'src/server must not depend on Astro, React or a transport.',
  },
];

const BROWSER_BANS = [
  {
    regex: '^#(server|transport)/',
    allowTypeImports: true,
    message: 'Browser code never reaches the server directly: use the typed client in src/lib/trpc.ts (type imports are fine).',
  },
  { regex: '^(#pages/|node:|@prisma/|better-sqlite3$)', message: 'Browser code must not import pages or Node-only modules.' },
];

const SHARED_BANS = [
  { regex: '^#(?!shared/)', message: 'src/shared is shared by server and browser: it imports nothing of ours but itself.' },
  {
    group: ['astro', 'astro/*', 'astro:*', 'react', 'react/*', 'node:*', '@prisma/*'],
    message: 'src/shared must run anywhere: no framework or Node imports.',
  },
];

/**
 * src/edge is the HTTP server in front of Astro (docs/decisions/042-http-edge-in-src.md): it calls
 * the transports, the services and shared code, and reads what the build's integrations wrote;
 * never pages, browser code or commands. Nothing below it imports it: src/server's and
 * src/shared's bans cover it, and src/transport gets EDGE_ABOVE.
 */
const EDGE_BANS = [
  {
    regex: '^#(pages|islands|components|layouts|lib|stores|styles|scripts)/',
    message: 'src/edge imports transports, services, shared code and integrations: never pages, browser code or commands.',
  },
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@trpc/*', 'nanostores', '@nanostores/*'],
    message: 'src/edge speaks plain HTTP: no React, tRPC client or browser stores.',
  },
];
const EDGE_ABOVE = { regex: '^#edge/', message: 'src/edge is the server in front of the transports: they never import it.' };

export default tseslint.config(
  { ignores: ['dist', 'dist/**', 'builds/**', 'node_modules/**', 'var/**', '.astro/**', 'src/server/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', window: 'readonly', document: 'readonly' } },
    plugins: { layers },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-restricted-imports': layerRule(),
      'layers/relative-in-area': 'error',
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': layerRule(...SERVER_BANS), 'layers/server-order': ['error', { layers: SERVER_LAYERS }] },
  },
  {
    files: ['src/islands/**', 'src/components/**', 'src/layouts/**', 'src/stores/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': layerRule(...BROWSER_BANS) },
  },
  { files: ['src/shared/**'], rules: { 'no-restricted-imports': layerRule(...SHARED_BANS) } },
  { files: ['src/edge/**'], rules: { 'no-restricted-imports': layerRule(...EDGE_BANS) } },
  { files: ['src/transport/**'], rules: { 'no-restricted-imports': layerRule(EDGE_ABOVE) } },
  {
    // Rules that read the types: promises left floating or passed where none is awaited, and the rest of the set.
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: projectRoot } },
    rules: {
      // React ignores what an event handler returns, and the islands' async handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
);
