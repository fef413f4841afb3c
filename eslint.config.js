// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist/**', 'builds/**', 'node_modules/**', 'var/**', '.astro/**', 'src/server/generated/**', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Browser code never reaches the server: islands, stores, lib and shared go through the typed client.
    files: ['src/islands/**', 'src/stores/**', 'src/lib/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/transport/**', 'node:*'], allowTypeImports: true, message: 'Browser code must not import server code; use the typed client in src/lib.' }] },
      ],
    },
  },
);
