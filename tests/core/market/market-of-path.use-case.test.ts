import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { Market } from '../../../src/core/market/market.entity.js';
import { marketIdOfPath, marketOfPath } from '../../../src/core/market/market-of-path.use-case.js';
import { appError } from '../../../src/core/shared/app-error.js';

const ASPEN: Market = {
  objectId: 'aspen',
  defaultProductLine: 'Concierge',
  product_lines: { concierge: { email: 'c@aspen.test' } },
};

describe('the market a path names', () => {
  it.each([
    ['/markets/rocky-mountains/services', 'rocky-mountains'],
    ['/markets/rocky-mountains/services/DxugHmeXMs', 'rocky-mountains'],
    ['/markets/rocky%20mountains', 'rocky mountains'],
    ['/listings', null],
    ['/markets/', null],
    ['/itineraries/markets/x', null],
    ['/markets/%E0%A4%A', null],
  ])('%s names %s', (path, marketId) => {
    expect(marketIdOfPath(path)).toBe(marketId);
  });

  it('fetches the market the path names, and asks nothing for a path that names none', async () => {
    const asked: string[] = [];
    const markets = {
      market: async (id: string) => {
        asked.push(id);
        return E.right(ASPEN);
      },
    };
    expect(await marketOfPath(markets, '/markets/aspen/services')).toEqual({
      marketId: 'aspen',
      market: ASPEN,
    });
    expect(await marketOfPath(markets, '/listings')).toBeNull();
    expect(asked).toEqual(['aspen']);
  });

  it('a market that cannot be fetched stays unknown', async () => {
    const markets = { market: async () => E.left(appError('not-found', 'No market', { status: 404 })) };
    expect(await marketOfPath(markets, '/markets/nowhere/services')).toEqual({
      marketId: 'nowhere',
      market: null,
    });
  });
});
