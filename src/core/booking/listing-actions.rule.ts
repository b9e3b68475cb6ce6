import type { PricingReliability } from '../listing/index.js';
import { isInstantBooking, isIntegrationInstantBooking } from '../listing/index.js';

/** What a guest can do from a home's page (docs/host/decisions.md#homes-by-booking-setting). */
export const LISTING_ACTIONS = ['request-price', 'reserve', 'save-for-later'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

export const isListingAction = (value: unknown): value is ListingAction =>
  typeof value === 'string' && (LISTING_ACTIONS as readonly string[]).includes(value);

export interface ListingActions {
  /** The main button: reserve an instant-booking home with a price, else ask for one. */
  readonly primary: 'reserve' | 'request-price';
  /** Integration instant booking charges at once: a card on file first. */
  readonly needsCard: boolean;
}

/**
 * The actions a home offers for a stay (docs/host/decisions.md#homes-by-booking-setting):
 * an instant-booking home is reserved, a Request Price home asked about. A price of unknown
 * reliability is no price at all (docs/product/flows.md#instant-pricing), so even an instant
 * home then offers a price request: nobody books a stay whose cost they were not shown.
 */
export const listingActions = (
  bookingSetting: string | null | undefined,
  reliability: PricingReliability | null,
): ListingActions => {
  const priced = reliability !== null && reliability !== 'unknown';
  const reserve = isInstantBooking(bookingSetting) && priced;
  return {
    primary: reserve ? 'reserve' : 'request-price',
    needsCard: reserve && isIntegrationInstantBooking(bookingSetting),
  };
};

/** The button's words: a request is only a question, a reserve books (or asks the concierge to). */
export const ACTION_LABELS: Readonly<Record<ListingAction, string>> = {
  'request-price': 'Request price',
  reserve: 'Reserve',
  'save-for-later': 'Save for later',
};
