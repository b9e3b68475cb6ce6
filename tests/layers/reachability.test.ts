import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const config = require(resolve(root, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; from: { pathNot?: string[] }; to: { pathNot?: string[] } }[];
};

const rule = (name: string) => config.forbidden.find((candidate) => candidate.name === name);

/**
 * Every module of src/ is used by the product. The waiting list of modules kept for screens
 * still to come is gone (issue 27): each was wired into its screen or deleted, and a module
 * that is not used goes rather than waits. `npm run test:layers` runs the rules themselves.
 */
describe('no module of src/ is let off the product rules', () => {
  it('reachable from an entry: only the entries and type declarations are left out', () => {
    const leftOut = rule('reachable-from-an-entry')?.to.pathNot ?? [];
    expect(leftOut).toHaveLength(2);
    expect(leftOut.some((pattern) => pattern.includes('src/(main|sso)'))).toBe(true);
    expect(leftOut).toContain('\\.d\\.ts$');
  });

  it('no orphans: only type declarations are left out', () => {
    expect(rule('no-orphans')?.from.pathNot).toEqual(['\\.d\\.ts$']);
  });
});
