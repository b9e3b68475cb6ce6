/**
 * The layer rules of ARCHITECTURE.md, checked on every test run (`npm run test:layers`).
 * tests/layers/layer-rules.test.ts proves each rule bites on a deliberately bad fixture.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** What the product starts from: the guest app, the portal, the host, its scripts and the examples. */
const ENTRIES = '^(src/(main|sso)\\.tsx|server/main\\.ts|scripts/|examples/)';

/** The host's entries: only they wire the demo and the verification support in. */
const HOST_ENTRIES = '(main|cluster)\\.ts$';

/** A folder of the host that is an area (a slice of the product), not its ground floor or outside it. */
const HOST_AREA = '(?!db/|http/|demo/|verification/)[^/]+';

/** An area of the core: a folder of src/core. */
const CORE_AREA = '[^/]+(?=/)';

/** An area's public face: its index.ts. */
const CORE_FACE = '^src/core/[^/]+/index\\.ts$';

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
      to: { path: '^(src/(adapters/|ui/|composition-root[/.]|config|main|sso)|server/)' },
    },
    {
      name: 'core-areas-import-one-way',
      comment:
        "The core's areas (its folders) form a one-way graph, drawn in ARCHITECTURE.md: no chain of imports leads from an area back to itself. What two areas share goes down to the lower one (booking-terms holds the words every booking call answers with); a lower area that needs one call of an upper area's port names that call itself (payment's TripCardPort).",
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/core/' },
      to: { path: '^src/core/', circular: true },
    },
    {
      name: 'core-areas-meet-at-their-faces',
      comment:
        "Another area of src/core reaches an area through its index.ts, the area's public face: the names other areas may use. What the face does not name stays the area's own to change. A lazy import (import()) may name the one module it loads, so its chunk holds that module alone.",
      severity: 'error',
      from: { path: `^src/core/(${CORE_AREA})/` },
      to: {
        path: `^src/core/${CORE_AREA}/`,
        pathNot: ['^src/core/$1/', CORE_FACE],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'the-outside-meets-core-areas-at-their-faces',
      comment:
        "The adapters, the UI, the host, the scripts and the examples reach an area of src/core through its index.ts (its public face), or the core as a whole through src/core/index.ts, the package's entry. A lazy import (import()) may name the one module it loads.",
      severity: 'error',
      from: { path: '^(src/(?!core/)|server/|scripts/|examples/)' },
      to: { path: `^src/core/${CORE_AREA}/`, pathNot: CORE_FACE, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'core-areas-do-not-import-their-own-face',
      comment:
        "Inside an area, modules import each other directly: through the area's own face they would import every module it names, and close a cycle.",
      severity: 'error',
      from: { path: `^src/core/(${CORE_AREA})/` },
      to: { path: '^src/core/$1/index\\.ts$' },
    },
    {
      name: 'adapters-do-not-import-ui',
      comment: 'Adapters implement core ports; they never drive the UI.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^(src/(ui/|composition-root[/.]|main|sso)|server/)' },
    },
    {
      name: 'ui-does-not-import-adapters',
      comment: 'Only the composition root knows which adapter serves which port.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^(src/(adapters/|composition-root[/.])|server/)' },
    },
    {
      name: 'entries-enter-through-the-composition-root',
      comment:
        "The entries (src/main.tsx, src/sso.tsx) import the composition root's front door, src/composition-root.ts, never the files it assembles.",
      severity: 'error',
      from: { path: '^src/(main|sso)\\.tsx$' },
      to: { path: '^src/composition-root/' },
    },
    {
      name: 'ui-features-do-not-import-each-other',
      comment:
        'What two features share goes to src/ui/components (or src/ui/booking, the booking parts homes and services share) or down into src/core.',
      severity: 'error',
      from: { path: '^src/ui/(?!app/|di/|components/|shell/|booking/)([^/]+)/' },
      to: { path: '^src/ui/[^/]+/', pathNot: '^src/ui/($1|components|di|shell|booking)/' },
    },
    {
      name: 'shared-ui-does-not-import-features',
      comment: 'Shared components, the DI hook and the shell state sit below the features.',
      severity: 'error',
      from: { path: '^src/ui/(components|di|shell)/' },
      to: { path: '^src/ui/', pathNot: '^src/ui/(components|di|shell)/' },
    },
    {
      name: 'booking-ui-does-not-import-features',
      comment: 'The booking parts (overlay, outcome dialogs, promo field) serve homes and services alike.',
      severity: 'error',
      from: { path: '^src/ui/booking/' },
      to: { path: '^src/ui/', pathNot: '^src/ui/(booking|components|di|shell)/' },
    },
    {
      name: 'server-uses-only-core',
      comment: 'The reference host may reuse core rules, never the browser app.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(?!core/)' },
    },
    {
      name: 'host-production-does-not-import-demo-or-verification',
      comment:
        'The demo (seed, pictures) and the pact states are wired in by the entries (server/main.ts, server/cluster.ts, scripts/), never imported by the host itself.',
      severity: 'error',
      from: { path: '^server/', pathNot: `^server/(demo/|verification/|${HOST_ENTRIES})` },
      to: { path: '^server/(demo|verification)/' },
    },
    {
      name: 'host-ground-does-not-import-areas',
      comment:
        'server/db and server/http are the ground floor: they serve every area and import none, nor the settings read from them (config.ts), nor the app that composes them.',
      severity: 'error',
      from: { path: '^server/(db|http)/' },
      to: { path: `^server/((?!db/|http/)[^/]+/|app\\.ts$|config\\.ts$|${HOST_ENTRIES})` },
    },
    {
      name: 'host-settings-import-only-the-ground',
      comment:
        "The settings (server/config.ts, config-values.ts) sit right above the ground: every area reads them, so they import nothing but db/ and http/. A setting's shape belongs with the ground part it tunes, or here.",
      severity: 'error',
      from: { path: '^server/config(-values)?\\.ts$' },
      to: { path: '^server/', pathNot: '^server/(db/|http/|config-values\\.ts$)' },
    },
    {
      name: 'host-areas-import-one-way',
      comment:
        "The host's areas (its folders) form a one-way graph: no chain of imports leads from an area back to itself. What two areas share goes down to the lower one; when a lower area needs an upper one's part, the app hands it in (server/app.ts). Modules at server/'s root are held by the rules above.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/' },
      to: { path: '^server/', circular: true },
    },
    {
      name: 'host-areas-do-not-import-the-app',
      comment: 'An area registers its routes when the app asks; it never imports the app or an entry back.',
      severity: 'error',
      from: { path: `^server/${HOST_AREA}/` },
      to: { path: `^server/(app\\.ts$|openapi-json\\.ts$|${HOST_ENTRIES})` },
    },
    {
      name: 'host-workflows-do-not-import-routes',
      comment: 'Routes speak HTTP and call workflows; a workflow (the rules) knows no route.',
      severity: 'error',
      from: { path: '^server/.+\\.workflow\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'host-stores-import-no-routes-or-workflows',
      comment: 'A store holds the SQL and the row mapping; it knows nothing of who calls it.',
      severity: 'error',
      from: { path: '^server/.+\\.store\\.ts$' },
      to: { path: '\\.(routes|workflow)\\.ts$' },
    },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports and that imports nothing is dead code (type declarations aside).',
      severity: 'error',
      from: { orphan: true, pathNot: ['\\.d\\.ts$'] },
      to: {},
    },
    {
      name: 'reachable-from-an-entry',
      comment: 'Every module under src/ is used by the product: reachable from an entry (ENTRIES).',
      severity: 'error',
      from: { path: ENTRIES },
      to: {
        path: '^src/',
        pathNot: [ENTRIES, '\\.d\\.ts$'],
        reachable: false,
      },
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
    tsConfig: { fileName: 'tsconfig.layers.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // The examples import the core package (@keyhaven/core) by name: tsconfig.layers.json's
      // paths lead that name to the TypeScript sources, so the check needs no build first.
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
