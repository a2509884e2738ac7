import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// The walls between the layers of src/ (README, Architecture). Paths are relative to this folder.
const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** What tests may import across the walls: the simulator's mounts and the app's providers. */
const TEST_MOUNTS = ['./src/sim', './src/app', './src/model'];
const walls = [
  // A feature imports no other feature, and no route, app or simulator module.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature imports no other feature: move what both need to src/model, src/lib or src/components.',
  })),
  ...['./src/routes', './src/app', './src/sim', './src/routeTree.gen.ts'].map((from) => ({ target: './src/features', from, message: 'A feature knows no route, app or simulator module.' })),
  // The model reads the service's resources: it knows no view, shell, UI or client code (types and parameters only).
  ...['./src/features', './src/routes', './src/app', './src/components', './src/sim', './src/routeTree.gen.ts'].map((from) => ({ target: './src/model', from, message: 'The model is pure: it knows no view, shell or UI.' })),
  { target: './src/model', from: './src/api', except: ['./types.ts', './queries/params.ts'], message: 'The model reads resource types and parameters only, not the client.' },
  // Shared components and helpers know no view or shell.
  ...['./src/features', './src/routes', './src/app', './src/sim', './src/routeTree.gen.ts'].flatMap((from) => [
    { target: './src/components', from, message: 'Shared components know no view, shell or simulator.' },
    { target: './src/lib', from, message: 'Generic helpers know no view, shell or simulator.' },
  ]),
  // The client knows no view; it reaches the simulator through one lazy import of the browser mount.
  ...['./src/features', './src/routes', './src/app', './src/components', './src/model', './src/routeTree.gen.ts'].map((from) => ({ target: './src/api', from, message: 'The client knows no view.' })),
  { target: './src/api', from: './src/sim', except: ['./browser/transport.ts'], message: 'The client reaches the simulator only through the lazy import of its browser mount.' },
  // The simulator is a service of its own: it imports nothing of the app.
  { target: './src/sim', from: './src', except: ['./sim'], message: 'The simulator imports nothing of the app.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/routeTree.gen.ts', 'test-results*', 'playwright-report', 'coverage', 'bench/results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
      '@tanstack/query': pluginQuery,
      '@tanstack/router': pluginRouter,
      'import-x': importX,
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      ...pluginRouter.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: walls }],
    },
  },
  {
    // Tests may mount the simulator and build the app's QueryClient; they still keep to the other walls.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: walls.filter((zone) => !TEST_MOUNTS.includes(zone.from)) }],
    },
  },
  {
    // The model is pure data reading: no React, router, query or UI library.
    files: ['src/model/**/*.ts'],
    ignores: ['src/model/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(react|react-dom|@tanstack/|@mantine/)', message: 'The model is pure: no React, router, query or UI library.' }] }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
