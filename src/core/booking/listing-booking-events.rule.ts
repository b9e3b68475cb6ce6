import type { TrackedEvent } from '../catalog/index.js';
import type { PricingReliability } from '../listing/index.js';
import type { ListingAction } from './listing-actions.rule.js';
import type { ReserveOutcome } from './reserve-outcome.rule.js';

/**
 * The events of a home's booking panel, sent like the home search's
 * (docs/product/calls.md#analytics-and-error-reporting): names spelled once here.
 */
export const LISTING_BOOKING_EVENTS = {
  panelViewed: 'Booking Panel Viewed',
  priceShown: 'Booking Price Shown',
  actionChosen: 'Booking Action Chosen',
  outcome: 'Booking Outcome',
} as const;

export const bookingPanelViewed = (
  listingId: string,
  bookingSetting: string | null | undefined,
): TrackedEvent => ({
  event: LISTING_BOOKING_EVENTS.panelViewed,
  properties: { listingId, bookingSetting: bookingSetting ?? null },
});

export const bookingPriceShown = (
  listingId: string,
  nights: number,
  reliability: PricingReliability,
  totalCents: number | null,
): TrackedEvent => ({
  event: LISTING_BOOKING_EVENTS.priceShown,
  properties: { listingId, nights, reliability, totalCents },
});

export const bookingActionChosen = (
  listingId: string,
  action: ListingAction,
  signedIn: boolean,
): TrackedEvent => ({
  event: LISTING_BOOKING_EVENTS.actionChosen,
  properties: { listingId, action, signedIn },
});

/** How an action ended: its outcome, or the reserve error type that stopped it. */
export const bookingOutcome = (
  listingId: string,
  action: ListingAction,
  ended: { readonly outcome: ReserveOutcome } | { readonly errorType: string },
): TrackedEvent => ({
  event: LISTING_BOOKING_EVENTS.outcome,
  properties: { listingId, action, ...ended },
});
