import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPriceRequest } from '../../../examples/headless-signed-in.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';

/**
 * A headless caller signs in as a guest does, through the portal's call and the core's signIn
 * use case, and asks a price of the real host over real HTTP (README.md#headless).
 */
describe('examples/headless-signed-in.ts against the host', () => {
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

  it('signs in with the demo guest, puts a Request Price home on a trip and says it was requested', async () => {
    const lines = await signedInPriceRequest(host, 'guest@keyhaven.test', 'vacation-demo-1');
    expect(lines[0]).toBe('Signed in as guest@keyhaven.test');
    expect(lines[1]).toMatch(/^.+, \d{4}-\d\d-\d\d.* to \d{4}-\d\d-\d\d.*, on trip ".+": /);
    expect(lines.filter((line) => line.startsWith('Reported:'))).toEqual([]);
    // The host holds the item as the guest's own: the session cookie travelled with the call.
    const checkIn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await harness.db.query<{ email: string }>(
      `select u.email from itinerary_listing_items li
         join itineraries i on i.id = li.itinerary_id join users u on u.id = i.user_id
        where li.status = 'in_progress' and li.check_in_date = $1`,
      [checkIn],
    );
    expect(rows.map((row) => row.email)).toContain('guest@keyhaven.test');
  }, 60_000);

  it("refuses a wrong password in the portal's words, before any booking call", async () => {
    await expect(signedInPriceRequest(host, 'guest@keyhaven.test', 'not-the-password')).rejects.toThrow(
      /^Sign-in refused: /,
    );
  }, 30_000);

  it('refuses a malformed e-mail without calling the host', async () => {
    await expect(signedInPriceRequest(host, 'guest-at-nowhere', 'x')).rejects.toThrow(
      'Sign-in refused: Please enter a valid e-mail address.',
    );
  });
});
