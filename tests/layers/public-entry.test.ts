import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const core = join(root, 'src/core');
const require = createRequire(import.meta.url);
const config = require(resolve(root, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; to: { pathNot?: string[] } }[];
};

/** The core modules the reachability rule lets wait for their screens, from its patterns. */
const awaiting = (): string[] => {
  const rule = config.forbidden.find((candidate) => candidate.name === 'reachable-from-an-entry');
  return (rule?.to.pathNot ?? [])
    .filter((pattern) => pattern.startsWith('^src/core/') && pattern.endsWith('$'))
    .map((pattern) => pattern.slice('^src/core/'.length, -1).replaceAll('\\.', '.'));
};

/** Every module of the core, by its path inside src/core; declarations and the entry itself aside. */
const coreModules = (): string[] =>
  readdirSync(core, { recursive: true, encoding: 'utf8' })
    .map((path) => relative(core, join(core, path)).replaceAll('\\', '/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts') && path !== 'index.ts');

/** The modules src/core/index.ts re-exports whole (export * from './<path>.js'). */
const exportedWhole = (): string[] =>
  [...readFileSync(join(core, 'index.ts'), 'utf8').matchAll(/^export \* from '\.\/(.+)\.js';$/gm)].map(
    (match) => `${match[1]}.ts`,
  );

/** ARCHITECTURE.md (Headless and the public entry): the core's one public entry names it all. */
describe('src/core/index.ts, the public entry', () => {
  it('re-exports every core module but those waiting for their screens, each once', () => {
    const exported = exportedWhole();
    expect(new Set(exported).size).toBe(exported.length);
    const left = coreModules().filter((path) => !exported.includes(path));
    expect(left.sort()).toEqual(awaiting().sort());
  });

  it('names only modules that exist', () => {
    const modules = coreModules();
    expect(exportedWhole().filter((path) => !modules.includes(path))).toEqual([]);
  });
});
