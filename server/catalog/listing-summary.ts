import type { BookingSetting } from '../../src/core/listing/booking-setting.rule.js';
import { isInstantBooking } from '../../src/core/listing/booking-setting.rule.js';
import type { PricingSetting } from '../../src/core/listing/pricing-setting.rule.js';
import type { MediaUrl } from '../media/media-url.js';

/** The columns of a home's card, from `listings l join destinations d on d.id = l.destination_id`. */
export const LISTING_SUMMARY_COLUMNS = `
  l.id, l.name, l.bedrooms, l.bathrooms, l.max_guests, l.pets_allowed, l.events_allowed,
  l.booking_setting, l.pricing_setting, l.nightly_rate_cents, l.minimum_stay_nights, l.images,
  l.latitude, l.longitude, d.id as destination_id, d.name as destination_name, d.market_id`;

export interface ListingSummaryRow {
  id: string;
  name: string;
  bedrooms: number;
  bathrooms: number;
  max_guests: number;
  pets_allowed: boolean;
  events_allowed: boolean;
  booking_setting: BookingSetting;
  pricing_setting: PricingSetting;
  nightly_rate_cents: number;
  minimum_stay_nights: number;
  images: string[];
  latitude: number;
  longitude: number;
  destination_id: string;
  destination_name: string;
  market_id: string;
}

/**
 * A home as the catalog, search and similar-homes answers carry it: the Listing of SPEC 3
 * (decoded by the app with the core's Listing codec) plus what a card shows and the
 * filters read. Amounts are dollars, as everywhere on the wire.
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
