import * as t from 'io-ts';
import { Count } from '../shared/count.js';
import { nullable } from '../shared/optional.js';
import { struct } from '../shared/struct.js';
import { BookingSetting } from './booking-setting.entity.js';
import { PricingSetting } from './pricing-setting.entity.js';

/** A point on the map (SPEC 3: search matches "may have latLngLocation"). */
export const LatLng = t.type({ lat: t.number, lng: t.number }, 'LatLng');
export type LatLng = t.TypeOf<typeof LatLng>;

/**
 * A vacation home (SPEC 3). Beyond the spec's fields it keeps the few a card of a home
 * shows and the search filters read (SPEC 2: bedrooms, bathrooms), all optional.
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
  },
);
export type Listing = t.TypeOf<typeof Listing>;

/** The destination a home is shown under: the embedded destination first, then the flat name. */
export const listingDestinationName = (listing: Listing): string | undefined =>
  listing.primaryDestination?.name || listing.primaryDestinationName || undefined;
