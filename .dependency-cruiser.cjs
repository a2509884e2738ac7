/**
 * Import rules dependency-cruiser checks in `npm run check`, beside the walls in eslint.config.js:
 * no import cycles anywhere in src/ (type-only imports included), and no path out of the simulator.
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
      comment: 'The simulator imports nothing of the app (src/sim is a service of its own).',
      from: { path: '^src/sim/' },
      to: { path: '^src/', pathNot: '^src/sim/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    exclude: { path: '(^|/)__fixtures__/' },
  },
};
