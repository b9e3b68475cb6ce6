import { spawnSync } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAnswers, searchHomes } from '../../../examples/headless-search.js';
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

  it('says the host answers when it does', async () => {
    expect(await hostAnswers(host)).toBe(true);
  });
});

describe('examples/headless-search.ts with no host', () => {
  it('fails in one line within 2 seconds when the port is closed', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const started = Date.now();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'examples/headless-search.ts', 'Aspen', 'http://127.0.0.1:9'],
      { cwd: root, encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'The search could not run: no host answers at http://127.0.0.1:9 (start one with npm start)',
    );
    // The command includes tsx's start-up; the host probe itself gives up after 2 s.
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('gives up on a host that accepts but never answers after the probe time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const started = Date.now();
    try {
      expect(await hostAnswers(`http://127.0.0.1:${port}`, 300)).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.close();
    }
  });
});
