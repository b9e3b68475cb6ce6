import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHomes } from '../../../examples/headless-search.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';

/**
 * Headless is first class: the app's own view-model, built from the headless container, runs
 * a guest's home search in plain Node against the real host over real HTTP.
 */
describe('examples/headless-search.ts against the host', () => {
  let harness: CatalogHarness;
  let host: string;

  beforeAll(async () => {
    harness = await openCatalogHarness('pglite', { now: () => new Date() });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    host = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await harness?.dispose();
  });

  it('finds the homes of a destination and prices the first ones all-in, reporting nothing', async () => {
    const lines = await searchHomes(host, 'Aspen');
    expect(lines[0]).toMatch(/^\d+ homes in Aspen, \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d, 2 adults$/);
    expect(Number(lines[0]?.split(' ')[0])).toBeGreaterThan(0);
    expect(lines.slice(1).length).toBeGreaterThan(0);
    for (const line of lines.slice(1)) expect(line).toMatch(/: (\$[\d,]+ all-in|no price for these dates)$/);
    expect(lines.some((line) => line.includes('all-in'))).toBe(true);
    expect(lines.filter((line) => line.startsWith('Reported:'))).toEqual([]);
  }, 60_000);
});
