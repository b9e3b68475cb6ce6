import { describe, expect, it } from 'vitest';
import { isDatabasePlumbing } from '../../scripts/structure/figures.js';
import { repositoryFiles, textLines } from './repository-text.js';

/**
 * The host keeps its SQL in stores (`*.store.ts`, ARCHITECTURE.md): routes speak HTTP and
 * workflows hold the rules. That holds for the demo seed and the pact states too. Only the
 * database's own plumbing in server/db (the engines' drivers, PGlite's worker, the migration
 * runner) runs SQL elsewhere: it runs what stores and migrations hand it.
 */

/** A call of the database's query method: `db.query(`, `tx.query<Row>(`. */
const QUERY_CALL = /\.query(<|\()/;

const runsSql = (path: string): boolean => textLines(path).some((line) => QUERY_CALL.test(line));

const hostFiles = (): string[] =>
  repositoryFiles('server')
    .filter((path) => path.endsWith('.ts'))
    .filter((path) => !isDatabasePlumbing(path));

describe('the host keeps its SQL in stores', () => {
  it('no file outside a store runs SQL', () => {
    expect(hostFiles().filter((path) => !path.endsWith('.store.ts') && runsSql(path))).toEqual([]);
  });

  it('the stores do run SQL, so the check looks at real code', () => {
    const stores = hostFiles().filter((path) => path.endsWith('.store.ts'));
    expect(stores.length).toBeGreaterThan(20);
    expect(stores.filter((path) => !runsSql(path))).toEqual([]);
  });

  it("the database's plumbing is the only exception, and it does run SQL", () => {
    const plumbing = repositoryFiles('server').filter(isDatabasePlumbing);
    expect(plumbing.length).toBeGreaterThanOrEqual(3);
    expect(plumbing.filter((path) => !runsSql(path))).toEqual([]);
  });
});
