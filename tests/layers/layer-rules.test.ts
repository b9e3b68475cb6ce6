import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixtures = resolve(import.meta.dirname, 'fixtures');

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string };
}

/** Runs the project's own layer check on a tree of deliberately broken code. */
const violationsIn = (directory: string): Violation[] => {
  const run = spawnSync(
    resolve(root, 'node_modules/.bin/depcruise'),
    ['src', 'server', '--config', resolve(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: directory, encoding: 'utf8' },
  );
  expect(run.stdout, run.stderr).toContain('"summary"');
  return JSON.parse(run.stdout).summary.violations as Violation[];
};

describe('layer rules (ARCHITECTURE.md) bite on a bad fixture', () => {
  let violations: Violation[] = [];
  beforeAll(() => {
    violations = violationsIn(fixtures);
  }, 60_000);
  const fired = (rule: string) => violations.filter((violation) => violation.rule.name === rule);

  it('core may not import React or Node built-ins', () => {
    const targets = fired('core-imports-only-pure-libraries').map(
      (violation) => `${violation.from} -> ${violation.to}`,
    );
    expect(targets).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/uses-react.ts -> .*react/),
        expect.stringMatching(/uses-node.ts -> .*fs/),
      ]),
    );
    expect(targets.some((target) => target.includes('fine.ts'))).toBe(false);
  });

  it('core may not reach outward', () => {
    expect(fired('core-does-not-reach-outward').map((violation) => violation.from)).toContain(
      'src/core/reaches-outward.ts',
    );
  });

  it('adapters may not import ui', () => {
    expect(fired('adapters-do-not-import-ui').map((violation) => violation.from)).toContain(
      'src/adapters/adapter.ts',
    );
  });

  it('ui may not import adapters', () => {
    expect(fired('ui-does-not-import-adapters').map((violation) => violation.from)).toContain(
      'src/ui/feature-b/page.ts',
    );
  });

  it('ui feature folders may not import each other', () => {
    expect(
      fired('ui-features-do-not-import-each-other').map(
        (violation) => `${violation.from} -> ${violation.to}`,
      ),
    ).toEqual(['src/ui/feature-a/page.ts -> src/ui/feature-b/page.ts']);
  });

  it('shared ui may not import features', () => {
    expect(fired('shared-ui-does-not-import-features').map((violation) => violation.from)).toContain(
      'src/ui/components/widget.ts',
    );
  });

  it('the shared booking parts may not import features, and features may import them', () => {
    expect(
      fired('booking-ui-does-not-import-features').map((violation) => `${violation.from} -> ${violation.to}`),
    ).toEqual(['src/ui/booking/panel-part.ts -> src/ui/feature-b/page.ts']);
  });

  it("the entries import the composition root's front door, not the files it assembles", () => {
    expect(
      fired('entries-enter-through-the-composition-root').map(
        (violation) => `${violation.from} -> ${violation.to}`,
      ),
    ).toEqual(['src/sso.tsx -> src/composition-root/container.ts']);
  });

  it('the server may use only core', () => {
    expect(fired('server-uses-only-core').map((violation) => violation.from)).toContain('server/route.ts');
  });

  const pairs = (rule: string) => fired(rule).map((violation) => `${violation.from} -> ${violation.to}`);

  it('host production code may not import the demo or the verification support; the entries and the demo may', () => {
    expect(pairs('host-production-does-not-import-demo-or-verification')).toEqual([
      'server/area-a/thing.routes.ts -> server/verification/states.ts',
    ]);
  });

  it("the host's ground floor (db, http) may not import an area or the settings", () => {
    expect(pairs('host-ground-does-not-import-areas')).toEqual([
      'server/db/pool.ts -> server/area-b/helper.ts',
      'server/http/logging.ts -> server/config.ts',
    ]);
  });

  it("the host's settings may import only the ground", () => {
    expect(pairs('host-settings-import-only-the-ground')).toEqual([
      'server/config.ts -> server/area-b/helper.ts',
    ]);
  });

  it('two host areas may not import each other, even without a cycle of modules', () => {
    expect(pairs('host-areas-import-one-way').sort()).toEqual([
      'server/area-c -> server/area-d',
      'server/area-d -> server/area-c',
    ]);
    expect(fired('no-circular').some((violation) => violation.from.startsWith('server/'))).toBe(false);
  });

  it('two core areas may not import each other, even without a cycle of modules', () => {
    expect(pairs('core-areas-import-one-way').sort()).toEqual([
      'src/core/area-a -> src/core/area-b',
      'src/core/area-b -> src/core/area-a',
    ]);
  });

  it('outside an area of the core, its modules are reached through its face (index.ts), lazily or not at all', () => {
    // Areas a and b (the one-way fixture) reach past each other's faces too: they have none.
    expect(pairs('core-areas-meet-at-their-faces').sort()).toEqual([
      'src/core/area-a/reads.ts -> src/core/area-b/writes.ts',
      'src/core/area-b/writes.ts -> src/core/area-a/note.ts',
      'src/core/area-d/inside-another.ts -> src/core/area-c/inner.ts',
    ]);
    expect(pairs('the-outside-meets-core-areas-at-their-faces')).toEqual([
      'src/ui/feature-a/core-inside.ts -> src/core/area-c/inner.ts',
    ]);
    expect(pairs('core-areas-do-not-import-their-own-face')).toEqual([
      'src/core/area-c/through-own-face.ts -> src/core/area-c/index.ts',
    ]);
  });

  it('a host area may not import the app back', () => {
    expect(pairs('host-areas-do-not-import-the-app')).toEqual(['server/area-b/helper.ts -> server/app.ts']);
  });

  it('a workflow may not import a route; a route may import its workflow', () => {
    expect(pairs('host-workflows-do-not-import-routes')).toEqual([
      'server/area-a/thing.workflow.ts -> server/area-a/other.routes.ts',
    ]);
  });

  it('a store may not import a route or a workflow; it may import the database', () => {
    expect(pairs('host-stores-import-no-routes-or-workflows')).toEqual([
      'server/area-a/thing.store.ts -> server/area-a/report.workflow.ts',
    ]);
  });

  it('a module nothing imports and that imports nothing is refused', () => {
    expect(fired('no-orphans').map((violation) => violation.from)).toContain('src/core/orphan.ts');
  });

  it('a module no entry reaches is refused; what the entry imports is fine', () => {
    const unreached = fired('reachable-from-an-entry').map((violation) => violation.to);
    expect(unreached).toContain('src/core/unreached.ts');
    expect(unreached).not.toContain('src/core/fine.ts');
    expect(unreached).not.toContain('src/main.tsx');
  });

  it('import cycles are refused', () => {
    const cycles = fired('no-circular').map((violation) => `${violation.from} -> ${violation.to}`);
    expect(cycles.some((cycle) => /cycle-a.ts -> .*cycle-b.ts|cycle-b.ts -> .*cycle-a.ts/.test(cycle))).toBe(
      true,
    );
  });
});
