import type { BookingSetting, PricingSetting } from '../../../src/core/listing/index.js';

/**
 * Rows of 003_homes.sql (with 007's no-overlap constraint and 011's stay fields): homes,
 * their fees, terms and calendars. Money is integer cents.
 */

export interface ListingRow {
  id: string;
  destination_id: string;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  /** Half baths count as .5. */
  bathrooms: number;
  max_guests: number;
  pets_allowed: boolean;
  events_allowed: boolean;
  booking_setting: BookingSetting;
  pricing_setting: PricingSetting;
  nightly_rate_cents: number;
  weekend_uplift_percent: number;
  security_deposit_cents: number;
  minimum_stay_nights: number;
  /** Paths under /media or absolute URLs, in display order. */
  images: string[];
  score: number;
  active: boolean;
  /** A tsvector, read only by search's SQL (the drivers hand it back as text). */
  search_document: string;
  created_at: Date;
  /** The questions a stay asks (011): an array, each entry checked on read (stay-fields.ts). */
  item_fields: unknown[];
}

/** 'pets' fees are charged only when pets come along. */
export type FeeCharge = 'stay' | 'pets';

export interface ListingFeeRow {
  listing_id: string;
  position: number;
  name: string;
  amount_cents: number;
  charged: FeeCharge;
}

export interface ListingAmenityRow {
  listing_id: string;
  amenity_id: string;
}

export interface ListingCategoryRow {
  listing_id: string;
  category_id: string;
}

export type UnavailableKind = 'blocked' | 'reserved';

export interface ListingUnavailableRangeRow {
  id: string;
  listing_id: string;
  /** A daterange [check-in, check-out), which the drivers hand back as text. */
  stay: string;
  kind: UnavailableKind;
  /** The listing item holding a reservation; null for an owner's block. */
  listing_item_id: string | null;
  created_at: Date;
}
