import type { ItemStatus } from '../../../src/core/itinerary/index.js';

/**
 * Rows of 006_trips.sql: itineraries, the service items (itinerary_items) and listing items
 * (itinerary_listing_items) they hold, what happens to them, their folio and attachments.
 * JSON columns are typed as the host writes them.
 */

export interface ItineraryRow {
  id: string;
  user_id: string;
  market_id: string;
  name: string;
  /** The home the trip is built around, when there is one. */
  property_listing_id: string | null;
  arrival_date: Date | null;
  departure_date: Date | null;
  product_line: string;
  lead_id: string | null;
  pm_id: string | null;
  /** The card the guest chose for this trip, with the billing details given with it. */
  card_id: string | null;
  billing_details: Record<string, unknown> | null;
  /** The guest's last catalog search inside the trip. */
  search_terms: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * The statuses of docs/product/flows.md#item-statuses (the core's list), plus 'removed': a
 * guest's deletion, kept with its reason.
 */
export type ItemRowStatus = ItemStatus | 'removed';

/** The two kinds of item, as item_status_events and promo_redemptions name them. */
export type ItemKind = 'service' | 'listing';

/** A field's answer, keyed by the field's id in field_values (both kinds of item). */
export interface StoredFieldValue {
  displayValue?: string | null;
  value?: { content: unknown; type?: string | null } | null;
}

/** One price line the guest chose, priced by the host (itinerary_items.item_price). */
export interface StoredPriceEntry {
  pricingHeaderId: string;
  pricingOptionId: string;
  pricingConfigId: string;
  quantity?: number | null;
  total?: number | null;
}

/**
 * A concierge's change to a service's price (docs/product/entities.md#pricing); negative
 * amounts are credits.
 */
export interface StoredAdjustment {
  adjustmentAmount: number;
  adjustmentReason?: string | null;
}

/** A service item (docs/product/entities.md#itinerary-item). */
export interface ItineraryItemRow {
  id: string;
  itinerary_id: string;
  service_id: string;
  status: ItemRowStatus;
  start_at: Date | null;
  end_at: Date | null;
  is_date_selected: boolean;
  /**
   * The time slot as the guest sent it: { start, end, isNoPreference }
   * (docs/product/entities.md#service).
   */
  time_slot: unknown;
  recommendation_type: string | null;
  referring_service_id: string | null;
  field_values: Record<string, StoredFieldValue>;
  item_price: StoredPriceEntry[];
  adjustments: StoredAdjustment[];
  card_id: string | null;
  delete_reason: string | null;
  /** What the concierge wants the guest to know about it (migration 015). */
  notes_from_concierge: string | null;
  /** What the reserve charged, in cents, as the host computed it (migration 017). */
  reserved_total_cents: string | number | null;
  /** The order rows were written in, where they share created_at (migration 063). */
  seq: string | number;
  created_at: Date;
  updated_at: Date;
}

/** A home on a trip (docs/product/entities.md#listing-item); nights are [check-in, check-out). */
export interface ItineraryListingItemRow {
  id: string;
  itinerary_id: string;
  listing_id: string;
  status: ItemRowStatus;
  check_in_date: Date | null;
  check_out_date: Date | null;
  is_date_selected: boolean;
  adult_count: number;
  child_count: number;
  infant_count: number;
  pet_count: number;
  /** The price the guest saw (their estimate, theirs to write); decoded on read with the core's codec. */
  estimated_pricing: unknown;
  /** The concierge's quote (migration 017): only the concierge writes it; a change to the stay clears it. */
  concierge_quote: unknown;
  /** What the reserve charged, in cents, as the host computed it (migration 017). */
  reserved_total_cents: string | number | null;
  instant_pricing: unknown;
  instant_price_failed: boolean;
  field_values: Record<string, StoredFieldValue>;
  did_confirm_terms: boolean;
  confirmed_terms_method: string | null;
  card_id: string | null;
  delete_reason: string | null;
  /** The order rows were written in, where they share created_at (migration 063). */
  seq: string | number;
  created_at: Date;
  updated_at: Date;
}

export interface ItemStatusEventRow {
  id: string;
  itinerary_id: string;
  item_id: string;
  item_kind: ItemKind;
  from_status: string;
  to_status: string;
  reason: string | null;
  actor_user_id: string | null;
  /** The order rows were written in, where they share created_at (migration 063). */
  seq: string | number;
  created_at: Date;
}

export interface CaseFeedEntryRow {
  id: string;
  itinerary_id: string;
  author_user_id: string | null;
  message: string;
  /** The order rows were written in, where they share created_at (migration 063). */
  seq: string | number;
  created_at: Date;
}

/** A guest's message: about a trip (itinerary_id) or from any page (market, product line). */
export interface GuestMessageRow {
  id: string;
  itinerary_id: string | null;
  market_id: string | null;
  product_line: string | null;
  user_id: string | null;
  name: string;
  email: string;
  message: string;
  location: string | null;
  message_type: string | null;
  sf_id: string | null;
  created_at: Date;
}

export interface FolioEntryRow {
  id: string;
  itinerary_id: string;
  description: string;
  /** Positive: a charge; negative: a payment or refund. */
  amount_cents: number;
  posted_at: Date;
}

/** What documents hang on, as the table's check allows (GET /api/{type}/{id}/attachments). */
export const ATTACHMENT_OWNER_TYPES = ['itinerary', 'item', 'listing-item'] as const;
export type AttachmentOwnerType = (typeof ATTACHMENT_OWNER_TYPES)[number];

export interface AttachmentRow {
  id: string;
  owner_type: AttachmentOwnerType;
  owner_id: string;
  name: string;
  url: string;
  content_type: string;
  /** The order rows were written in, where they share created_at (migration 063). */
  seq: string | number;
  created_at: Date;
}

export interface GroceryItemRow {
  id: string;
  name: string;
  category: string;
  sort_order: number;
}
