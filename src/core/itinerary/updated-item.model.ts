import type { ItinerarySummary } from './itinerary-summary.entity.js';

/**
 * What a price request, reserve, save-for-later or status change leaves
 * (docs/product/validation.md#booking-responses): the item as the host now holds it and the
 * itinerary it sits on.
 */
export interface UpdatedItem<I> {
  readonly item: I;
  readonly itinerary: ItinerarySummary;
}
