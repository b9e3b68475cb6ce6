import { describe, expect, it } from 'vitest';
import { loadFolio } from '../../../src/core/itinerary/load-folio.use-case.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const folio = { entries: [{ objectId: 'f1', description: 'Dinner', amount: 250 }], balance: 250 };

describe('loadFolio', () => {
  it("answers the trip's folio", async () => {
    const deps = { itineraries: { folio: () => right(folio) } };
    expect(rightOf(await loadFolio(deps, 'it-1'))).toEqual({ access: 'granted', folio });
  });

  it.each([
    [401, 'sign-in'],
    [403, 'not-yours'],
  ] as const)('reads %s as no access (%s): an empty folio', async (status, refusal) => {
    const deps = { itineraries: { folio: () => left(http(status)) } };
    expect(rightOf(await loadFolio(deps, 'it-1'))).toEqual({
      access: 'refused',
      refusal,
      folio: { entries: [] },
    });
  });

  it.each([404, 500])('keeps %s a failure, for the page-load error', async (status) => {
    const deps = { itineraries: { folio: () => left(http(status)) } };
    expect(leftOf(await loadFolio(deps, 'it-1')).status).toBe(status);
  });
});
