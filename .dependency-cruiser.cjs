/**
 * Import rules dependency-cruiser checks in `npm run check`, beside the walls in eslint.config.js:
 * no import cycles anywhere in src/ (type-only imports included), no path out of the simulator, and nothing that
 * would put the simulator, the sign-in code or the request pacer in the first load.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module may not import itself round a loop: move what both sides need to a module both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'simulator-stands-alone',
      severity: 'error',
      comment: 'The simulator imports nothing of the app (src/sim is a service of its own); the specification (src/spec) is no part of the app.',
      from: { path: '^src/sim/' },
      to: { path: '^src/', pathNot: ['^src/sim/', '^src/spec/'] },
    },
    {
      name: 'specification-imports-nothing',
      severity: 'error',
      comment: 'The specification (src/spec: the schemas, the operations, the checker) imports nothing but its own modules: the simulator and the app both read it.',
      from: { path: '^src/spec/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^src/spec/' },
    },
    {
      name: 'simulator-loads-lazily-once',
      severity: 'error',
      comment: 'Only the client reaches the simulator, through its one lazy import of the browser mount (src/api/backend.ts); tests may mount it as they like.',
      from: { path: '^src/', pathNot: ['^src/sim/', '^src/api/backend\\.ts$', '\\.test\\.tsx?$', '\\.test-support\\.ts$', '^src/test/'] },
      to: { path: '^src/sim/' },
    },
    {
      name: 'client-imports-simulator-lazily',
      severity: 'error',
      comment: 'The client imports the simulator only lazily (a dynamic import, or types): a static import would put it in the first load.',
      from: { path: '^src/api/backend\\.ts$' },
      to: { path: '^src/sim/', dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] },
    },
    {
      name: 'helpers-know-no-model',
      severity: 'error',
      comment: 'The model (src/model) is built on the shared helpers (src/lib): a helper that imported the model would close a loop between the two folders.',
      from: { path: '^src/lib/' },
      to: { path: '^src/model/' },
    },
    {
      name: 'sign-in-loads-lazily',
      severity: 'error',
      comment:
        'The sign-in code (src/api/auth but the callback capture, which main.tsx runs first) is no part of the first load: outside src/api/auth only ' +
        'a dynamic import or a type reaches it, but from the settings view, which loads with its route (the router splits route components out; ' +
        'its url.ts stays in the first load for the address validation).',
      from: {
        path: '^src/',
        pathNot: ['^src/api/auth/', '^src/features/settings/(?!url\\.ts$)', '\\.test\\.tsx?$', '\\.test-support\\.ts$', '^src/test/'],
      },
      to: { path: '^src/api/auth/(?!capture\\.ts$)', dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] },
    },
    {
      name: 'pacer-loads-with-a-gateway',
      severity: 'error',
      comment: 'The request pacer serves gateways only (the demo is not paced): the backend store loads it with the first gateway client, and nothing else of the app imports it.',
      from: { path: '^src/', pathNot: ['^src/api/pacer\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^src/api/pacer\\.ts$', dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    exclude: { path: '(^|/)__fixtures__/' },
  },
};
