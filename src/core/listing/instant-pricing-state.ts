import type { InstantPricingResult } from './load-instant-pricing.use-case.js';

/**
 * Instant prices kept for the session (docs/product/flows.md#instant-pricing: stored per
 * listing and on the active listing, and clearable): by listing id, for cards and similar
 * homes, and the one of the home on screen, which its booking panel reads.
 */
export interface InstantPricingState {
  readonly byListing: Readonly<Record<string, InstantPricingResult>>;
  readonly active: { readonly listingId: string; readonly result: InstantPricingResult } | null;
}

export const initialInstantPricingState: InstantPricingState = { byListing: {}, active: null };

export type InstantPricingEvent =
  | {
      readonly type: 'loaded';
      readonly listingId: string;
      readonly result: InstantPricingResult;
      /** The home on screen: its price is also the active one. */
      readonly isActive: boolean;
    }
  /** With a listing id, that home's price only (and the active one if it is that home); else all. */
  | { readonly type: 'cleared'; readonly listingId?: string };

export const instantPricingTransition = (
  state: InstantPricingState,
  event: InstantPricingEvent,
): InstantPricingState => {
  switch (event.type) {
    case 'loaded': {
      const { listingId, result } = event;
      return {
        byListing: { ...state.byListing, [listingId]: result },
        active: event.isActive ? { listingId, result } : state.active,
      };
    }
    case 'cleared': {
      if (event.listingId === undefined) return initialInstantPricingState;
      const { [event.listingId]: _cleared, ...byListing } = state.byListing;
      return { byListing, active: state.active?.listingId === event.listingId ? null : state.active };
    }
  }
};
