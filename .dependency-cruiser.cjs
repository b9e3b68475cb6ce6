/**
 * The layer rules of DESIGN.md, checked on every test run (`npm run test:layers`).
 * tests/layers/layer-rules.test.ts proves each rule bites on a deliberately bad fixture.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-pure-libraries',
      comment: 'src/core is framework-free: it may import io-ts, fp-ts and dayjs, nothing else from outside.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        dependencyTypes: [
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-no-pkg',
          'npm-unknown',
          'core',
          'unknown',
          'undetermined',
        ],
        pathNot: '(^|/)node_modules/(io-ts|fp-ts|dayjs)/',
      },
    },
    {
      name: 'core-does-not-reach-outward',
      comment: 'Dependencies point inward: core knows no adapter, UI, server or composition root.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^(src/(adapters/|ui/|composition-root/|config|main|sso)|server/)' },
    },
    {
      name: 'adapters-do-not-import-ui',
      comment: 'Adapters implement core ports; they never drive the UI.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^(src/(ui/|composition-root/|main|sso)|server/)' },
    },
    {
      name: 'ui-does-not-import-adapters',
      comment: 'Only the composition root knows which adapter serves which port.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^(src/adapters/|server/)' },
    },
    {
      name: 'ui-features-do-not-import-each-other',
      comment: 'What two features share goes to src/ui/components or down into src/core.',
      severity: 'error',
      from: { path: '^src/ui/(?!app/|di/|components/|shell/)([^/]+)/' },
      to: { path: '^src/ui/[^/]+/', pathNot: '^src/ui/($1|components|di|shell)/' },
    },
    {
      name: 'shared-ui-does-not-import-features',
      comment: 'Shared components, the DI hook and the shell state sit below the features.',
      severity: 'error',
      from: { path: '^src/ui/(components|di|shell)/' },
      to: { path: '^src/ui/', pathNot: '^src/ui/(components|di|shell)/' },
    },
    {
      name: 'server-uses-only-core',
      comment: 'The reference host may reuse core rules, never the browser app.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(?!core/)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|tests/layers/fixtures)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
