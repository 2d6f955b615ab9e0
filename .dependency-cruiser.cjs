// dependency-cruiser (npm run lint): no import cycles anywhere in the API, the libraries and the web
// apps. A cycle hides an order dependency (a module read before its imports finished loading) and
// ties contexts together; contexts' other boundaries are ESLint's (eslint.config.mjs).
module.exports = {
  forbidden: [
    {
      name: 'test-doubles-stay-in-tests',
      severity: 'error',
      comment:
        'Test doubles of outside services (the EventStoreDB test double) are test support: only specs, test support (testing/) and benchmarks may import them, never runtime code.',
      from: { pathNot: '(\\.spec\\.ts$|(^|/)testing/|(^|/)bench/)' },
      to: { path: '^libs/event-store/src/testing/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles are refused: break them with a port, an event, or by moving the shared part down.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
