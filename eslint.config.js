import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { readdirSync } from 'node:fs';

// The walls between the floors of src/ (README, Architecture). Every import across folders uses the
// `@/` alias (relative imports stay inside a folder), so a wall is a list of forbidden `@/` paths.
// Import cycles are checked by dependency-cruiser (.dependency-cruiser.cjs), also in `npm run check`.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.ts', 'src/test/**'];
const UP = { regex: '^\\.\\./', message: 'Across folders, import through the @/ alias, so the walls can see it.' };
const wall = (files, patterns, { tests = false } = {}) => ({
  files,
  ...(tests ? {} : { ignores: TESTS }),
  // The TypeScript rule: a pattern can let type imports through (allowTypeImports).
  rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
/** The query factories and the paged-list builders (src/api/queries), which a feature reaches through its queries.ts. */
const FACTORIES = {
  regex: '^@/api/queries/(?!params$|describe$)',
  message: 'A view asks the service through its queries.ts: add what this needs there (types may be imported anywhere).',
};
const forbid = (regex, message) => ({ regex, message });
const walls = [
  // A feature imports no other feature, and no route, app or simulator module; of the query factories and the
  // paged-list builders, only its queries.ts (the one list of what the view asks) imports more than their types.
  ...features.flatMap((name) => {
    const own = [
      forbid(`^@/features/(?!${name}/)`, 'A feature imports no other feature: move what both need to src/model, src/lib or src/components.'),
      forbid('^@/(routes|app|sim)/|^@/routeTree', 'A feature knows no route, app or simulator module.'),
      UP,
    ];
    return [wall([`src/features/${name}/**/*.{ts,tsx}`], [...own, { ...FACTORIES, allowTypeImports: true }]), wall([`src/features/${name}/queries.ts`], own)];
  }),
  // The model reads the service's resources: no view, shell, UI or client code (types and parameters only), no UI library.
  wall(
    ['src/model/**/*.ts'],
    [
      forbid('^@/(features|routes|app|components|sim)/|^@/routeTree', 'The model is pure: it knows no view, shell or UI.'),
      forbid('^@/api/(?!types$|queries/params$)', 'The model reads resource types and parameters only, not the client.'),
      forbid('^(react|react-dom|@tanstack/|@mantine/)', 'The model is pure: no React, router, query or UI library.'),
      UP,
    ],
  ),
  // Shared components and helpers know no view, shell or simulator; the helpers know no reader of the model either
  // (the model is built on them: src/model imports src/lib, never the other way round).
  wall(['src/components/**/*.{ts,tsx}'], [forbid('^@/(features|routes|app|sim)/|^@/routeTree', 'Shared components and helpers know no view, shell or simulator.'), UP]),
  wall(
    ['src/lib/**/*.{ts,tsx}'],
    [
      forbid('^@/(features|routes|app|sim)/|^@/routeTree', 'Shared components and helpers know no view, shell or simulator.'),
      forbid('^@/model/', 'The model imports the shared helpers (src/lib), not the other way round: move what both need to src/lib.'),
      UP,
    ],
  ),
  // The client knows no view; it reaches the simulator through one lazy import of the browser mount.
  wall(
    ['src/api/**/*.ts'],
    [
      forbid('^@/(features|routes|app|components|model)/|^@/routeTree', 'The client knows no view.'),
      forbid('^@/sim/(?!browser/transport$)', 'The client reaches the simulator only through the lazy import of its browser mount.'),
      UP,
    ],
  ),
  // Routes are wiring only (README, Architecture): the address's validation, a loader that calls the view's load.ts,
  // and the view's component. They build no UI and no request of their own, and know the shell only as the frame the
  // root route renders. No module imports a route: the router reaches them through the generated route tree.
  wall(
    ['src/routes/**/*.{ts,tsx}'],
    [
      forbid('^@/routes/', 'A route imports no other route: what two routes share belongs to the view (src/features) or below.'),
      forbid('^@/app/(?!shell/Shell$)', 'A route knows the shell only as the frame the root route renders (@/app/shell/Shell).'),
      forbid('^@/sim/', 'A route knows no simulator module: the client reaches it.'),
      forbid('^@/model/', 'Routes are wiring only: reading a resource belongs to the view (src/features) or the model, not the route.'),
      forbid('^@/api/(?!backend$)', 'Routes are wiring only: a request is built by the view (its load.ts and query options), not the route.'),
      forbid('^@mantine/', 'Routes are wiring only: the UI is the view’s (src/features) or shared (src/components).'),
      UP,
    ],
  ),
  // The app shell (providers, router, frame) sits above the views: it imports no route (the router takes the
  // generated route tree) and no simulator module.
  wall(
    ['src/app/**/*.{ts,tsx}'],
    [
      forbid('^@/routes/', 'The shell imports no route: the router takes the generated route tree (@/routeTree.gen).'),
      forbid('^@/sim/', 'The shell knows no simulator module: the client reaches it.'),
      UP,
    ],
  ),
  // The simulator is a service of its own: it imports nothing of the app (its folders import each other relatively;
  // dependency-cruiser checks that no relative path leaves src/sim but for src/spec). The specification's table and
  // checker (src/spec) are no part of the app: the simulator reads them relatively (its HTTP mount runs under tsx,
  // which knows no alias), its tests by the alias too.
  wall(['src/sim/**/*.ts'], [forbid('^@/', 'The simulator imports nothing of the app (src/spec it reaches relatively).')]),
  wall(
    ['src/sim/**/*.test.ts', 'src/sim/**/*.test-support.ts'],
    [forbid('^@/(?!spec/)', 'The simulator imports nothing of the app; its tests may read the specification (src/spec).')],
    { tests: true },
  ),
  // The specification (src/spec: the schemas' table, the operations, the checker) imports nothing but its own modules.
  wall(['src/spec/**/*.ts'], [forbid('^(?!\\./)', 'The specification (src/spec) imports nothing: only its own modules, relatively.')]),
  // Tests may mount the simulator and build the app's providers; they keep the other walls.
  ...features.map((name) =>
    wall([`src/features/${name}/**/*.test.{ts,tsx}`], [forbid(`^@/features/(?!${name}/)`, 'A feature imports no other feature, in its tests either.')], { tests: true }),
  ),
];

// One home each: what one module owns is not written again elsewhere in src/ (the simulator and the specification,
// which import nothing of the app, keep their own). Each entry is the syntax lint refuses and the modules allowed it.
// - The simulator loads lazily, once: the client's `import('@/sim/browser/transport')` in src/api/backend.ts. Any other
//   dynamic import() of a simulator module (by alias or by path) would load it a second way, or into the first load.
// - A list's `__count` is read by feedCount, which checks it is a usable count.
// - Which service group a path counts in (for the pacer, the meter and the request log) is serviceGroupOf.
// - The current time, renewed every so often, is useNow.
// - A service path is spelled in src/api only (README, Architecture): the query factories and the paged-list builders
//   (src/api/queries) build the requests, and a view maps its address to their parameters. A string or template that
//   names a path of the service (`/openapi/…`, `/ref/v1…`, `/ca/v2…`) fails in the floors above the client; the
//   shell's request inspector, which reads and edits the paths it logged, may name them too.
// - A text colour reads in both colour schemes: a colour's name (`c="green"`, whose shade the theme picks per scheme
//   for contrast) or `dimmed`, never a fixed shade (`c="green.9"`: about 4.4:1 on white and less on the dark
//   background), unless the same element fixes its background too (`bg="yellow.1" c="dark.8"`). No module is its home.
const SERVICE_PATH = '(^|\\/)(openapi\\/|(ref|ca)\\/v[0-9])';
const SERVICE_PATH_MESSAGE = 'No service path outside src/api: build the request with a query factory or paged-list builder (src/api/queries).';
const SERVICE_PATH_HOMES = ['src/api/**', 'src/app/**'];
const SIM_IMPORT = 'ImportExpression[source.value=/^(@\\/sim\\/|(\\.\\.?\\/)+(src\\/)?sim\\/)/]';
const ONE_HOME = [
  { selector: SIM_IMPORT, message: 'The simulator is loaded only by the client’s one lazy import (src/api/backend.ts).', homes: ['src/api/backend.ts'] },
  { selector: "MemberExpression[property.name='__count']", message: 'Read a list’s __count with feedCount (src/api/feed.ts).', homes: ['src/api/feed.ts'] },
  {
    selector: 'Literal[regex.pattern=/(ref|ca)\\\\?\\/v/]',
    message: 'Which service group a path counts in is serviceGroupOf (src/api/quotas.ts).',
    homes: ['src/api/quotas.ts'],
  },
  {
    selector: ':matches(FunctionDeclaration, VariableDeclarator)[id.name=/^use\\w*(Now|Clock)$/]',
    message: 'The current time, renewed, is useNow (src/lib/use-now.ts).',
    homes: ['src/lib/use-now.ts'],
  },
  { selector: `Literal[value=/${SERVICE_PATH}/]`, message: SERVICE_PATH_MESSAGE, homes: SERVICE_PATH_HOMES },
  { selector: `TemplateElement[value.raw=/${SERVICE_PATH}/]`, message: SERVICE_PATH_MESSAGE, homes: SERVICE_PATH_HOMES },
  {
    selector: "JSXOpeningElement:not(:has(JSXAttribute[name.name='bg'])) > JSXAttribute[name.name='c'] Literal[value=/^[a-z]+\\.[0-9]$/]",
    message: 'A fixed shade as text colour fails contrast in one scheme: name the colour (c="green"), or fix the background too (bg).',
    homes: [],
  },
];
/** Whether a home (a file, or a folder as `dir/**`) takes in another home. */
const covers = (glob, home) => glob === home || (glob.endsWith('/**') && home.startsWith(glob.slice(0, -2)));
const restrictedSyntax = (entries) => ['error', ...entries.map(({ selector, message }) => ({ selector, message }))];
const oneHome = [
  { files: ['src/**/*.{ts,tsx}'], ignores: [...TESTS, 'src/sim/**', 'src/spec/**'], rules: { 'no-restricted-syntax': restrictedSyntax(ONE_HOME) } },
  // A rule's options are replaced, not merged, by a later block: each home gets every entry but those it is a home
  // of, folders first, so that a file's own block (src/api/feed.ts within src/api/**) comes last and wins.
  ...[...new Set(ONE_HOME.flatMap((entry) => entry.homes))]
    .sort((a, b) => Number(!a.endsWith('/**')) - Number(!b.endsWith('/**')))
    .map((home) => ({
      files: [home],
      ignores: [...TESTS, 'src/sim/**', 'src/spec/**'],
      rules: { 'no-restricted-syntax': restrictedSyntax(ONE_HOME.filter((entry) => !entry.homes.some((glob) => covers(glob, home)))) },
    })),
];

// Local and session storage are reached through src/api/storage.ts only (webStorage, readText/writeText, readJson/
// writeJson): reading `window.localStorage` can throw, and a write can fail when the storage is full.
const STORAGE_GLOBALS = ['localStorage', 'sessionStorage'];
const storageWall = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: [...TESTS, 'src/sim/**', 'src/api/storage.ts'],
  rules: {
    'no-restricted-globals': ['error', ...STORAGE_GLOBALS.map((name) => ({ name, message: 'Use the guarded storage of src/api/storage.ts.' }))],
    'no-restricted-properties': [
      'error',
      ...['window', 'globalThis', 'self'].flatMap((object) => STORAGE_GLOBALS.map((property) => ({ object, property, message: 'Use the guarded storage of src/api/storage.ts.' }))),
    ],
  },
};

// Component files export components only (fast refresh keeps their state); hooks, helpers and data live in .ts
// files. Route files are the router plugin's business (it splits their components out), tests and test helpers
// are never refreshed.
const componentsOnly = {
  files: ['src/**/*.tsx'],
  ignores: ['src/routes/**', 'src/**/*.test.tsx', 'src/test/**'],
  rules: { 'react-refresh/only-export-components': ['error', { allowConstantExport: true }] },
};

// A test's own time grows with E2E_CPU_THROTTLE like the default: a spec sets it through allowTime (e2e/support/fixtures.ts).
const e2eTime = {
  files: ['e2e/**/*.ts'],
  ignores: ['e2e/support/fixtures.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='setTimeout'][callee.object.name='test']",
        message: 'Set a test’s time with allowTime (e2e/support/fixtures.ts), which grows it under E2E_CPU_THROTTLE.',
      },
    ],
  },
};

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
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      ...pluginRouter.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...walls,
  ...oneHome,
  storageWall,
  componentsOnly,
  e2eTime,
  {
    files: ['scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  // The benchmarks run in node and hand functions to the page they drive (page.evaluate): both sets of globals.
  { files: ['bench/**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
