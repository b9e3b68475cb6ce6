import * as t from 'io-ts';
import { struct, withDefault } from '../shared/index.js';
import { ItineraryItem } from './itinerary-item.entity.js';
import { ItinerarySummary } from './itinerary-summary.entity.js';

/**
 * A trip (docs/product/entities.md#itinerary): the summary plus its items, a list even when
 * the host omits it.
 */
export const Itinerary = struct(
  'Itinerary',
  { ...ItinerarySummary.required, items: withDefault(t.array(ItineraryItem), () => []) },
  ItinerarySummary.optional,
);
export type Itinerary = t.TypeOf<typeof Itinerary>;
