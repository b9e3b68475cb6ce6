import * as t from 'io-ts';
import { FieldValueEntry, type FieldValueUpdate } from '../../../core/itinerary/index.js';

/**
 * The updated entries both fieldValues calls answer (PUT .../item/{itemId}/fieldValues and
 * .../listing-item/{id}/fieldValues, docs/product/calls.md#itinerary-item-calls).
 */
export const FieldValueEntryList = t.array(FieldValueEntry, 'FieldValueEntryList');
export type FieldValueEntryList = t.TypeOf<typeof FieldValueEntryList>;

/** The body of both fieldValues calls. */
export interface FieldValuesBody {
  readonly updates: readonly FieldValueUpdate[];
}
