/**
 * Rows of 005_guests_marketing.sql: billing countries, partners, sales leads, interests for
 * the reservation collage and promotional messages.
 */

export interface CountryRow {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  sort_order: number;
}

export type PartnerKind = 'property_manager' | 'travel_agent' | 'brand';

export interface PartnerRow {
  id: string;
  slug: string;
  name: string;
  kind: PartnerKind;
  /** Unpublished partners answer 404, like unknown ones. */
  published: boolean;
  /** The partner's published content (logo, tagline, ...), served as it is. */
  data: Record<string, unknown>;
}

export interface LeadRow {
  id: string;
  salesforce_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  product_line: string | null;
  market_id: string | null;
  partner_id: string | null;
  /** The lead's trip; no foreign key, as the trip may come after the lead. */
  itinerary_id: string | null;
  itinerary_start_date: Date | null;
  itinerary_end_date: Date | null;
  created_at: Date;
}

export type GuestAgeGroup = 'adults' | 'children' | 'infants';

export interface UserInterestRow {
  id: string;
  slug: string;
  name: string;
  image_url: string;
  /** null: offered in every market. */
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
  /** Product lines it is shown to; empty means all. */
  product_lines: string[];
  starts_at: Date;
  /** null: runs until someone ends it. */
  ends_at: Date | null;
}
