import * as E from 'fp-ts/lib/Either.js';
import {
  emptyListingCatalog,
  type ListingCatalog,
} from '../../../src/core/catalog/listing-catalog.entity.js';
import type { ListingCatalogGateway } from '../../../src/core/catalog/listing-catalog-gateway.port.js';
import type { SearchTerms } from '../../../src/core/catalog/search-terms.entity.js';
import type { InstantPricing } from '../../../src/core/listing/instant-pricing.entity.js';
import type { Listing } from '../../../src/core/listing/listing.entity.js';
import type { InstantPricingQuery, ListingGateway } from '../../../src/core/listing/listing-gateway.port.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
// The results' code, which the app loads beside a search's first answer (catalog-search.ts),
// is already here, as in a browser that holds the chunk: a search's answer then shows within a
// settle. catalog-search.test.ts covers an answer that waits for that code, or goes without.
import '../../../src/ui/catalog/results-parts.js';

/** A home as the host's search answers carry it (Listing plus the card's extras). */
export const home = (id: string, extra: Record<string, unknown> = {}): Listing & Record<string, unknown> => ({
  objectId: id,
  name: `Villa ${id}`,
  primaryDestination: { name: 'Lake Tahoe' },
  primaryDestinationName: 'Lake Tahoe',
  bookingSetting: 'Streamline Instant Booking',
  pricingSetting: 'Streamline Instant Pricing',
  images: [`/media/homes/${id}/front.svg`],
  bedrooms: 4,
  bathrooms: 3.5,
  nightlyRate: 1250,
  ...extra,
});

export const destinations = [
  { objectId: 'd-tahoe', name: 'Lake Tahoe', aliases: ['Tahoe', 'Truckee'] },
  { objectId: 'd-aspen', name: 'Aspen', aliases: ['Snowmass'] },
  { objectId: 'd-cabo', name: 'Los Cabos', aliases: ['Cabo San Lucas'] },
];

export const catalogAnswer = (): ListingCatalog => ({
  ...emptyListingCatalog(),
  destinations,
  categories: [
    { objectId: 'c-ski', name: 'Ski Escapes', slug: 'ski-escapes' },
    { objectId: 'c-beach', name: 'Beach Getaways', slug: 'beach-getaways' },
  ],
  listingsInDestinations: [
    { _id: 'd-tahoe', listings: [home('t1')] },
    { _id: 'd-aspen', listings: [home('a1', { primaryDestination: { name: 'Aspen' } })] },
  ],
  listingsInCategories: [
    { _id: 'c-ski', listings: [home('a1'), home('a2')] },
    { _id: 'c-beach', listings: [home('b1')] },
  ],
});

export const searchAnswer = (
  exact: readonly Listing[],
  partial: readonly Listing[] = [],
  numExactMatches = exact.length,
): ListingCatalog => ({
  ...emptyListingCatalog(),
  exactMatches: [...exact],
  partialMatches: [...partial],
  searchResultCount: { numExactMatches },
});

export const pricing = (total: {
  base: number;
  fees: number[];
  taxes: number;
  deposit: number;
}): InstantPricing => ({
  reliability: 'exact',
  averageBaseRateDescription: '$1,250 avg/night',
  errorMessage: null,
  pricing: {
    totalBaseRate: total.base,
    pricingFees: total.fees.map((amount) => ({ amount, name: 'Cleaning' })),
    taxes: total.taxes,
    securityDeposit: total.deposit,
  },
});

type Answer<T> = E.Either<AppError, T> | Promise<E.Either<AppError, T>>;

/** The catalog port in memory: each call records its terms and answers what the test set. */
export class InMemoryListingCatalog implements ListingCatalogGateway {
  readonly searches: SearchTerms[] = [];
  readonly counts: SearchTerms[] = [];
  catalogAnswer: () => Answer<ListingCatalog> = () => E.right(catalogAnswer());
  destinationsAnswer: () => Answer<readonly (typeof destinations)[number][]> = () => E.right(destinations);
  searchAnswer: (terms: SearchTerms) => Answer<ListingCatalog> = () => E.right(searchAnswer([home('h1')]));
  countAnswer: (terms: SearchTerms) => Answer<{ numExactMatches: number }> = () =>
    E.right({ numExactMatches: 7 });

  /** The cards asked for by id after a first answer (search-result-homes.rule.ts). */
  readonly cardAsks: (readonly string[])[] = [];
  cardsAnswer: (ids: readonly string[]) => Answer<ListingCatalog> = (ids) =>
    E.right(searchAnswer(ids.map((id) => home(id))));

  listingCatalog = async () => this.catalogAnswer();
  destinations = async () => this.destinationsAnswer();
  categories = async () => E.right([]);
  searchListings = async (terms: SearchTerms, ids?: readonly string[]) => {
    if (ids) {
      this.cardAsks.push(ids);
      return this.cardsAnswer(ids);
    }
    this.searches.push(terms);
    return this.searchAnswer(terms);
  };
  countListings = async (terms: SearchTerms) => {
    this.counts.push(terms);
    return this.countAnswer(terms);
  };
}

export class InMemoryListings implements Pick<ListingGateway, 'instantPricing'> {
  readonly calls: { listingId: string; query: InstantPricingQuery }[] = [];
  answer: (listingId: string) => E.Either<AppError, InstantPricing> = () =>
    E.right(pricing({ base: 5000, fees: [300], taxes: 400, deposit: 1000 }));

  instantPricing = async (listingId: string, query: InstantPricingQuery) => {
    this.calls.push({ listingId, query });
    return this.answer(listingId);
  };
}

/** A promise the test resolves when it wants, to hold an answer back. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((done) => setTimeout(done, 0));
