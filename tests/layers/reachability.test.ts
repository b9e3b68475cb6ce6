import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const config = require(resolve(root, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; to: { pathNot?: string[] } }[];
};

/** The modules the reachability rule lets wait for their screens (AWAITING_SCREENS), from its patterns. */
const awaiting = (): string[] => {
  const rule = config.forbidden.find((candidate) => candidate.name === 'reachable-from-an-entry');
  return (rule?.to.pathNot ?? [])
    .filter((pattern) => pattern.startsWith('^src/') && pattern.endsWith('$'))
    .map((pattern) => pattern.slice(1, -1).replaceAll('\\.', '.'));
};

/** Every module of src/ that no entry reaches, as dependency-cruiser sees it with no module let off. */
const unreachedModules = (): string[] => {
  const strict = resolve(import.meta.dirname, 'reachability.strict.cjs');
  const run = spawnSync(
    resolve(root, 'node_modules/.bin/depcruise'),
    ['src', 'server', 'scripts', 'examples', '--config', strict, '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  expect(run.stdout, run.stderr).toContain('"summary"');
  const violations = JSON.parse(run.stdout).summary.violations as { to: string; rule: { name: string } }[];
  return violations.filter((violation) => violation.rule.name === 'reachable-from-an-entry').map((v) => v.to);
};

describe('modules waiting for their screens (the list only shrinks)', () => {
  let unreached: string[] = [];
  beforeAll(() => {
    unreached = unreachedModules();
  }, 60_000);

  it('names modules that exist', () => {
    for (const module of awaiting()) expect(existsSync(resolve(root, module)), module).toBe(true);
  });

  it('names only modules no entry reaches yet: one a screen now uses comes off the list', () => {
    const reachedAlready = awaiting().filter((module) => !unreached.includes(module));
    expect(reachedAlready).toEqual([]);
  });
});
