import type { TripNotShown } from '../components/trip-page-gate.js';

/** Which item an address names: a service (an itinerary item) or a home (a listing item). */
export interface ItemAddress {
  readonly itineraryId: string;
  readonly kind: 'service' | 'home';
  readonly itemId: string;
}

/** Where an item's details page stands. */
export type ItemDetailsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'not-found' }
  /** The trip cannot be shown: refused in the trip's own words, or failed (the page-load error). */
  | TripNotShown
  /** The owner removed it: the page says so and leads back to the trip. */
  | { readonly status: 'removed'; readonly name: string };

/** The same item of the same trip. */
export const sameAddress = (a: ItemAddress | null, b: ItemAddress): boolean =>
  a !== null && a.itineraryId === b.itineraryId && a.kind === b.kind && a.itemId === b.itemId;
