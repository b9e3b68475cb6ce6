import * as t from 'io-ts';
import { type Cents, Count, nullable, struct, toCents } from '../shared/index.js';
import { BookingSetting } from './booking-setting.entity.js';
import { PricingSetting } from './pricing-setting.entity.js';

/**
 * A point on the map (docs/product/entities.md#listing-catalog: search matches "may have
 * latLngLocation").
 */
export const LatLng = t.type({ lat: t.number, lng: t.number }, 'LatLng');
export type LatLng = t.TypeOf<typeof LatLng>;

const isRate = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u) && u > 0;

/**
 * The nightly base rate in dollars, which the host adds to search answers
 * (docs/product/entities.md#listing). A value that is no positive amount reads as null: a
 * card without its 'from' price still shows, where a refusal would cost the guest the whole
 * search for one odd home.
 */
const NightlyRate = new t.Type<number | null, number | null, unknown>(
  'NightlyRate',
  (u): u is number | null => u === null || isRate(u),
  // A missing key stays missing (undefined), as for every other optional field.
  (u) => t.success(u === undefined ? (u as never) : isRate(u) ? u : null),
  (a) => a,
);

/**
 * The search terms a partial match misses (the host's unmetTerms, docs/host/decisions.md#search).
 * Entries that are not names are dropped, for the same reason as above.
 */
const UnmetTerms = new t.Type<string[] | null, string[] | null, unknown>(
  'UnmetTerms',
  (u): u is string[] | null =>
    u === null || (Array.isArray(u) && u.every((term) => typeof term === 'string')),
  (u) =>
    t.success(
      u === undefined
        ? (u as never)
        : Array.isArray(u)
          ? u.filter((term): term is string => typeof term === 'string')
          : null,
    ),
  (a) => a,
);

/**
 * A vacation home (docs/product/entities.md#listing). Beyond the fields the docs name it
 * keeps the few a card of a home shows and the search filters read
 * (docs/product/routes.md#home-search: bedrooms, bathrooms), all optional, and two the host
 * adds to search answers (server/catalog/listing-summary.ts): the nightly rate and, on a
 * partial match, the terms it misses.
 */
export const Listing = struct(
  'Listing',
  { objectId: t.string },
  {
    name: nullable(t.string),
    primaryDestination: nullable(t.type({ name: t.string })),
    primaryDestinationName: nullable(t.string),
    bookingSetting: nullable(BookingSetting),
    pricingSetting: nullable(PricingSetting),
    images: nullable(t.array(t.string)),
    bedrooms: nullable(Count),
    bathrooms: nullable(t.number),
    latLngLocation: nullable(LatLng),
    nightlyRate: NightlyRate,
    unmetTerms: UnmetTerms,
  },
);
export type Listing = t.TypeOf<typeof Listing>;

/** The destination a home is shown under: the embedded destination first, then the flat name. */
export const listingDestinationName = (listing: Listing): string | undefined =>
  listing.primaryDestination?.name || listing.primaryDestinationName || undefined;

/** The 'from' price of a home: a night at its base rate, in cents, when the answer carries it. */
export const listingNightlyFrom = (listing: Listing): Cents | null =>
  isRate(listing.nightlyRate) ? toCents(listing.nightlyRate) : null;
