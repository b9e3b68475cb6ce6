import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const core = join(root, 'src/core');

/**
 * Every module of the core, by its path inside src/core; declarations, the entry itself and
 * the areas' faces (each area's index.ts, which names some of its modules' exports) aside.
 */
const coreModules = (): string[] =>
  readdirSync(core, { recursive: true, encoding: 'utf8' })
    .map((path) => relative(core, join(core, path)).replaceAll('\\', '/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts') && !/(^|\/)index\.ts$/.test(path));

/** The modules src/core/index.ts re-exports whole (export * from './<path>.js'). */
const exportedWhole = (): string[] =>
  [...readFileSync(join(core, 'index.ts'), 'utf8').matchAll(/^export \* from '\.\/(.+)\.js';$/gm)].map(
    (match) => `${match[1]}.ts`,
  );

/** docs/architecture/conventions.md#headless-and-the-public-entry: the core's one public entry names it all. */
describe('src/core/index.ts, the public entry', () => {
  it('re-exports every core module, each once', () => {
    const exported = exportedWhole();
    expect(new Set(exported).size).toBe(exported.length);
    expect(coreModules().filter((path) => !exported.includes(path))).toEqual([]);
  });

  it('names only modules that exist', () => {
    const modules = coreModules();
    expect(exportedWhole().filter((path) => !modules.includes(path))).toEqual([]);
  });
});
