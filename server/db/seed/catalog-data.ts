import type { BookingSetting } from '../../../src/core/listing/booking-setting.rule.js';
import type { PricingSetting } from '../../../src/core/listing/pricing-setting.rule.js';

/**
 * The demo data as rows, column for column (snake_case), before insert-catalog.ts writes
 * them. Money is integer cents, rates in basis points, dates 'YYYY-MM-DD'.
 */
export type Landscape = 'mountain' | 'beach' | 'lake' | 'desert';

export interface ProductLineDetailsRow {
  name: string;
  email: string;
  phone: string;
}

export interface MarketRow {
  id: string;
  slug: string;
  name: string;
  landscape: Landscape;
  default_product_line: string;
  /** Keyed by the lowercase product-line name (SPEC 3). */
  product_lines: Record<string, ProductLineDetailsRow>;
  aliases: string[];
  active: boolean;
  tax_rate_bps: number;
  has_services_catalog: boolean;
  time_zone_name: string;
  latitude: number;
  longitude: number;
}

export interface DestinationRow {
  id: string;
  market_id: string;
  slug: string;
  name: string;
  aliases: string[];
  latitude: number;
  longitude: number;
}

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  image_url: string;
  sort_order: number;
}

export interface AmenityRow {
  id: string;
  slug: string;
  name: string;
  sort_order: number;
}

export type FeeCharge = 'stay' | 'pets';

export interface ListingFeeRow {
  listing_id: string;
  position: number;
  name: string;
  amount_cents: number;
  /** 'pets' fees are charged only when pets come along. */
  charged: FeeCharge;
}

export type UnavailableKind = 'blocked' | 'reserved';

export interface UnavailableRangeRow {
  id: string;
  listing_id: string;
  /** First night. */
  start_date: string;
  /** Check-out day: the range is [start_date, end_date). */
  end_date: string;
  kind: UnavailableKind;
}

export interface ListingRow {
  id: string;
  destination_id: string;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
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
  images: string[];
  score: number;
}

/** One generated home with everything that hangs off it. */
export interface GeneratedHome {
  listing: ListingRow;
  fees: ListingFeeRow[];
  amenityIds: string[];
  categoryIds: string[];
  unavailable: UnavailableRangeRow[];
}

export interface CountryRow {
  code: string;
  name: string;
  sort_order: number;
}

export interface PartnerRow {
  id: string;
  slug: string;
  name: string;
  kind: 'property_manager' | 'travel_agent' | 'brand';
  published: boolean;
  data: Record<string, unknown>;
}

export interface LeadRow {
  id: string;
  salesforce_id: string;
  email: string;
  first_name: string;
  last_name: string;
  product_line: string;
  market_id: string | null;
  partner_id: string | null;
  itinerary_id: string | null;
  itinerary_start_date: string | null;
  itinerary_end_date: string | null;
}

export type GuestAgeGroup = 'adults' | 'children' | 'infants';

export interface UserInterestRow {
  id: string;
  slug: string;
  name: string;
  image_url: string;
  /** null: every market. */
  market_id: string | null;
  guest_ages: GuestAgeGroup[];
  /** Months (1-12) it is on offer; null: all year. */
  months: number[] | null;
  sort_order: number;
}

export interface PromotionalMessageRow {
  id: string;
  key: string;
  title: string;
  message: string;
  link_url: string | null;
  link_text: string | null;
  product_lines: string[];
  starts_at: string;
  ends_at: string | null;
}

/** Everything but the homes, which are generated (and inserted) in batches. */
export interface CatalogBase {
  markets: MarketRow[];
  destinations: DestinationRow[];
  categories: CategoryRow[];
  amenities: AmenityRow[];
  countries: CountryRow[];
  partners: PartnerRow[];
  leads: LeadRow[];
  userInterests: UserInterestRow[];
  promotionalMessages: PromotionalMessageRow[];
}
