import { isInstantBooking } from '../../src/core/listing/index.js';
import type { ListingRow } from '../db/rows/homes.js';
import type { DestinationRow } from '../db/rows/markets-destinations.js';
import type { Prefixed } from '../db/rows/row-shapes.js';
import type { MediaUrl } from '../media/media-url.js';

/** The columns of a home's card, from `listings l join destinations d on d.id = l.destination_id`. */
export const LISTING_SUMMARY_COLUMNS = `
  l.id, l.name, l.bedrooms, l.bathrooms, l.max_guests, l.pets_allowed, l.events_allowed,
  l.booking_setting, l.pricing_setting, l.nightly_rate_cents, l.minimum_stay_nights, l.images,
  l.latitude, l.longitude, d.id as destination_id, d.name as destination_name, d.market_id`;

export type ListingSummaryRow = Pick<
  ListingRow,
  | 'id'
  | 'name'
  | 'bedrooms'
  | 'bathrooms'
  | 'max_guests'
  | 'pets_allowed'
  | 'events_allowed'
  | 'booking_setting'
  | 'pricing_setting'
  | 'nightly_rate_cents'
  | 'minimum_stay_nights'
  | 'images'
  | 'latitude'
  | 'longitude'
  | 'destination_id'
> &
  Prefixed<'destination_', Pick<DestinationRow, 'name'>> &
  Pick<DestinationRow, 'market_id'>;

/**
 * A home as the catalog, search and similar-homes answers carry it: the Listing of
 * docs/product/entities.md#listing (decoded by the app with the core's Listing codec) plus
 * what a card shows and the filters read. Amounts are dollars, as everywhere on the wire.
 */
export const toListingSummary = (row: ListingSummaryRow, media: MediaUrl) => ({
  objectId: row.id,
  name: row.name,
  primaryDestination: { name: row.destination_name },
  primaryDestinationName: row.destination_name,
  bookingSetting: row.booking_setting,
  pricingSetting: row.pricing_setting,
  images: row.images.map(media),
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms,
  latLngLocation: { lat: row.latitude, lng: row.longitude },
  maxGuests: row.max_guests,
  petsAllowed: row.pets_allowed,
  eventsAllowed: row.events_allowed,
  isInstantBooking: isInstantBooking(row.booking_setting),
  nightlyRate: row.nightly_rate_cents / 100,
  minimumStay: row.minimum_stay_nights,
  destinationId: row.destination_id,
  marketId: row.market_id,
});

export type ListingSummary = ReturnType<typeof toListingSummary>;
