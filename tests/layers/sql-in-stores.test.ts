import { describe, expect, it } from 'vitest';
import { repositoryFiles, textLines } from './repository-text.js';

/**
 * The host keeps its SQL in stores (`*.store.ts`, ARCHITECTURE.md): routes speak HTTP and
 * workflows hold the rules. The database's own plumbing (server/db) runs SQL by nature; the
 * demo seed and the pact states are outside production. Files that still run SQL elsewhere
 * wait here while their areas are split. The list only shrinks: the test fails when a file
 * on it no longer runs SQL (take it off then) and when one not on it starts.
 */
const SQL_NOT_YET_IN_STORES = [
  'server/booking-contexts/anonymous-contexts.ts',
  'server/booking-contexts/booking-context-item.ts',
  'server/booking-contexts/booking-context-record.ts',
  'server/bookings/booking-context-read.ts',
  'server/bookings/item-discounts.ts',
  'server/bookings/quote-void.ts',
  'server/bookings/reserve-status.ts',
  'server/bookings/reserved-nights.ts',
  'server/bookings/reserved-total.ts',
  'server/catalog/catalog-version.ts',
  'server/catalog/catalog.routes.ts',
  'server/catalog/category-lookup.ts',
  'server/catalog/destination-lookup.ts',
  'server/catalog/home-record.ts',
  'server/catalog/listing-search.ts',
  'server/catalog/search-term-lookup.ts',
  'server/catalog/similar-homes.ts',
  'server/itinerary-items/item-removal.ts',
  'server/itinerary-items/listing-items/listing-item-fields.routes.ts',
  'server/itinerary-items/listing-items/listing-item-record.ts',
  'server/itinerary-items/listing-items/listing-item-status.ts',
  'server/itinerary-items/listing-items/listing-item-stay.routes.ts',
  'server/itinerary-items/listing-items/listing-items.routes.ts',
  'server/itinerary-items/listing-items/stay-fields.ts',
  'server/itinerary-items/listing-items/stay-moves.ts',
  'server/itinerary-items/listing-items/trip-for-stay.ts',
  'server/itinerary-items/service-items/add-service.routes.ts',
  'server/itinerary-items/service-items/promo-codes-json.ts',
  'server/itinerary-items/service-items/service-booking.ts',
  'server/itinerary-items/service-items/service-date-rules.ts',
  'server/itinerary-items/service-items/service-field-values.ts',
  'server/itinerary-items/service-items/service-item-choices.routes.ts',
  'server/itinerary-items/service-items/service-item-record.ts',
  'server/payments/card-repository.ts',
  'server/payments/card-token.routes.ts',
  'server/payments/card-tokens.ts',
  'server/payments/itinerary-card.routes.ts',
  'server/payments/sandbox-provider.ts',
];

/** A call of the database's query method: `db.query(`, `tx.query<Row>(`. */
const QUERY_CALL = /\.query(<|\()/;

const runsSql = (path: string): boolean => textLines(path).some((line) => QUERY_CALL.test(line));

const productionFiles = (): string[] =>
  repositoryFiles('server')
    .filter((path) => path.endsWith('.ts'))
    .filter((path) => !/^server\/(db|demo|verification)\//.test(path));

describe('the host keeps its SQL in stores', () => {
  it('no file outside a store starts running SQL', () => {
    const outside = productionFiles().filter((path) => !path.endsWith('.store.ts') && runsSql(path));
    expect(outside.filter((path) => !SQL_NOT_YET_IN_STORES.includes(path))).toEqual([]);
  });

  it('the waiting list only names files that still run SQL outside a store', () => {
    expect(SQL_NOT_YET_IN_STORES.filter((path) => !runsSql(path) || path.endsWith('.store.ts'))).toEqual([]);
  });

  it('the stores do run SQL, so the check looks at real code', () => {
    const stores = productionFiles().filter((path) => path.endsWith('.store.ts'));
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.filter((path) => !runsSql(path))).toEqual([]);
  });
});
