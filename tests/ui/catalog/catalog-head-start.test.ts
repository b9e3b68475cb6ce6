import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { ListingCatalogGateway } from '../../../src/core/catalog/listing-catalog-gateway.port.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { startCatalogAsks, takeCatalogAsks } from '../../../src/ui/catalog/catalog-head-start.js';
import { catalogAnswer, destinations } from './catalog-fixtures.js';

const gatewayOf = () => {
  let asked = 0;
  return {
    listingCatalog: vi.fn(async () => E.right({ ...catalogAnswer(), asked: ++asked })),
    destinations: vi.fn(async () => E.right(destinations)),
  } as unknown as Pick<ListingCatalogGateway, 'listingCatalog' | 'destinations'> & {
    listingCatalog: ReturnType<typeof vi.fn>;
    destinations: ReturnType<typeof vi.fn>;
  };
};

describe('catalog head start (/listings asks for its catalog while its code loads)', () => {
  it('without a head start the page asks the gateway itself', () => {
    const gateway = gatewayOf();
    expect(takeCatalogAsks(gateway)).toBe(gateway);
  });

  it('the page takes the answers started early, once; later asks go to the gateway', async () => {
    const gateway = gatewayOf();
    startCatalogAsks(gateway);
    expect(gateway.listingCatalog).toHaveBeenCalledTimes(1);
    expect(gateway.destinations).toHaveBeenCalledTimes(1);
    const first = takeCatalogAsks(gateway);
    expect(await first.listingCatalog()).toEqual(E.right(expect.objectContaining({ asked: 1 })));
    expect(await first.destinations()).toEqual(E.right(destinations));
    expect(gateway.listingCatalog).toHaveBeenCalledTimes(1); // the early answer, not a second ask

    expect(takeCatalogAsks(gateway)).toBe(gateway);
  });

  it('a later start replaces one nobody took, so no old answer is handed out', async () => {
    const gateway = gatewayOf();
    startCatalogAsks(gateway);
    startCatalogAsks(gateway);
    expect(await takeCatalogAsks(gateway).listingCatalog()).toEqual(
      E.right(expect.objectContaining({ asked: 2 })),
    );
  });

  it('head starts are per gateway (per container): another app does not take them', () => {
    const one = gatewayOf();
    const other = gatewayOf();
    startCatalogAsks(one);
    expect(takeCatalogAsks(other)).toBe(other);
  });

  it('a failed early ask reaches the page that takes it, and is not an unhandled rejection meanwhile', async () => {
    const failure = appError('network', 'offline');
    const gateway = {
      listingCatalog: () => Promise.reject(failure),
      destinations: async () => E.left(failure),
    };
    startCatalogAsks(gateway);
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would be raised here
    const first = takeCatalogAsks(gateway);
    await expect(first.listingCatalog()).rejects.toBe(failure);
    expect(await first.destinations()).toEqual(E.left(failure));
  });
});
