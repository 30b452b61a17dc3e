import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { serverModuleBoundaries } from './scripts/eslint/server-module-boundaries.js';

const root = dirname(fileURLToPath(import.meta.url));
const foldersOf = (path) =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = './apps/web/src';

/**
 * Web imports go one way: app -> pages -> features -> ui, lib, shared. A feature does not import
 * another feature (a page composes them), nor a page or the app; a page does not import another page
 * or the app; ui/ and lib/ import no feature, page or app file.
 */
const webZones = [
  ...foldersOf(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: the page composes them (pass a component or a callback).',
  })),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/pages`],
    message: 'Features do not import pages or the app: move what they share to lib/ or ui/.',
  },
  ...foldersOf(`${WEB}/pages`).map((page) => ({
    target: `${WEB}/pages/${page}`,
    from: `${WEB}/pages`,
    except: [`./${page}`],
    message: 'Pages do not import each other: move what they share to a feature, ui/ or lib/.',
  })),
  {
    target: `${WEB}/pages`,
    from: `${WEB}/app`,
    message: 'Pages do not import the app: move what they need to lib/.',
  },
  {
    target: [`${WEB}/ui`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/pages`, `${WEB}/app`],
    message: 'ui/ and lib/ import no feature, page or app file.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // promise rules need the types: each file is checked with the tsconfig of its workspace
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
    },
  },
  {
    // another module is imported only through its face, modules/<name>/index.ts
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/app.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { shop: { rules: { 'server-module-boundaries': serverModuleBoundaries } } },
    rules: {
      'shop/server-module-boundaries': ['error', { root }],
    },
  },
);
