import { describe, expect, it, vi } from 'vitest';
import type { InstantPricing } from '../../../src/core/listing/instant-pricing.entity.js';
import type { ListingGateway } from '../../../src/core/listing/listing-gateway.port.js';
import { loadInstantPricing } from '../../../src/core/listing/load-instant-pricing.use-case.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, right } from '../use-case-support.js';

const query = {
  startDate: '2026-02-07',
  endDate: '2026-02-14',
  adultCount: 2,
  childCount: 0,
  infantCount: 0,
  petCount: 0,
  integrationPriceOnly: true,
};
const exact: InstantPricing = { reliability: 'exact', averageBaseRateDescription: '$1,200 / night' };
const priced = { instantPricing: exact, instantPriceFailed: false };

describe('instant pricing load (GET /api/listing/{id}/instant-pricing)', () => {
  it('the price for the stay is asked for that listing and kept as the item carries it', async () => {
    const instantPricing = vi.fn<ListingGateway['instantPricing']>(() => right(exact));
    expect(await loadInstantPricing({ listings: { instantPricing } }, 'lst_1', query)).toEqual(priced);
    expect(instantPricing).toHaveBeenCalledWith('lst_1', query);
  });

  it('Instant pricing failure: reliability unknown, instantPriceFailed true, empty rate description', async () => {
    const result = await loadInstantPricing(
      { listings: { instantPricing: () => left(http(500)) } },
      'lst_1',
      query,
    );
    expect(result).toEqual({
      instantPricing: { reliability: 'unknown', averageBaseRateDescription: '' },
      instantPriceFailed: true,
    });
    const offline = await loadInstantPricing(
      { listings: { instantPricing: () => left(appError('network', 'offline')) } },
      'lst_1',
      query,
    );
    expect(offline.instantPricing).not.toHaveProperty('errorMessage');
  });

  it("a 400 adds errorMessage: the host's message, else 'Home is unavailable - Bad request'", async () => {
    const refused = await loadInstantPricing(
      { listings: { instantPricing: () => left(http(400, 'Minimum stay is 3 nights')) } },
      'lst_1',
      query,
    );
    expect(refused.instantPricing.errorMessage).toBe('Minimum stay is 3 nights');
    const bare = await loadInstantPricing(
      { listings: { instantPricing: () => left(appError('rejected', '', { status: 400 })) } },
      'lst_1',
      query,
    );
    expect(bare.instantPricing.errorMessage).toBe('Home is unavailable - Bad request');
  });
});
