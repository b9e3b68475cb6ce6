import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_KINDS, GUEST_LIMITS } from '../../../src/core/listing/guest-limits.rule.js';
import { testEngines } from '../support/test-database.js';
import { openTripHarness, type TripHarness } from '../trips/trip-harness.js';

/**
 * Issue 25, bounded counts: the listings search and a trip's remembered search took up to 100
 * of each kind of guest while the booking routes took GUEST_LIMITS. Every route now takes the
 * one definition (server/catalog/party-limits.ts): the limit passes, one more is a 400 naming
 * the count.
 */
describe.each(testEngines())("a party's limits on the search routes on %s", (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  }, 300_000);
  afterAll(() => h?.dispose());

  const cases = GUEST_KINDS.map((kind) => [kind, GUEST_LIMITS[kind]] as const);

  it.each(cases)('search and search-count take %s up to %s, and refuse one more', async (kind, limit) => {
    for (const path of ['/api/listings/search', '/api/listings/search-count']) {
      expect((await h.call('GET', `${path}?${kind}=${limit}`)).status, path).toBe(200);
      const refused = await h.call('GET', `${path}?${kind}=${limit + 1}`);
      expect(refused.status, path).toBe(400);
      expect(refused.body.message, path).toBe(`${kind} must be <= ${limit}`);
    }
  });

  it.each(cases)(
    "a trip's remembered search takes %s up to %s, and refuses one more",
    async (kind, limit) => {
      const trip = await h.newTrip();
      const path = `/api/itinerary/${trip}/search-terms`;
      const refused = await h.call('POST', path, { body: { terms: { [kind]: limit + 1 } } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`terms.${kind} must be <= ${limit}`);
      expect((await h.call('POST', path, { body: { terms: { [kind]: limit } } })).status).toBe(204);
      const { rows } = await h.db.query('select search_terms from itineraries where id = $1', [trip]);
      expect(rows[0]).toEqual({ search_terms: { [kind]: limit } });
    },
  );

  it('rooms are no party: a search for 100 bedrooms still passes', async () => {
    expect((await h.call('GET', '/api/listings/search-count?minRooms=100')).status).toBe(200);
    const trip = await h.newTrip();
    const remembered = await h.call('POST', `/api/itinerary/${trip}/search-terms`, {
      body: { terms: { minRooms: 100 } },
    });
    expect(remembered.status).toBe(204);
  });
});
