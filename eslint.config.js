// @ts-check
// Lint, including the layer rules of docs/architecture.md: each area may import only the areas
// below it. tests/unit/layer-lint.test.ts proves a forbidden import fails. Aliases are matched
// with `regex` because in the `group` (gitignore) syntax a leading # starts a comment.
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

const SERVER_BANS = [
  {
    regex: '^#(transport|pages|islands|components|layouts|lib|stores|styles)/',
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

export default tseslint.config(
  { ignores: ['dist', 'dist/**', 'builds/**', 'node_modules/**', 'var/**', '.astro/**', 'src/server/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-restricted-imports': layerRule(),
    },
  },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': layerRule(...SERVER_BANS) } },
  {
    files: ['src/islands/**', 'src/components/**', 'src/layouts/**', 'src/stores/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': layerRule(...BROWSER_BANS) },
  },
  { files: ['src/shared/**'], rules: { 'no-restricted-imports': layerRule(...SHARED_BANS) } },
);
