import * as t from 'io-ts';
import { ItemFieldValue } from '../service/index.js';
import { nullable, struct } from '../shared/index.js';

/**
 * One field's value as the host stores it after the guest answered
 * (docs/product/calls.md#itinerary-item-calls: objectId, displayValue, value{content,type}).
 * objectId is the field's id (ItemField.id); displayValue is what the item card shows.
 */
export const FieldValueEntry = struct(
  'FieldValueEntry',
  { objectId: t.string },
  { displayValue: nullable(t.string), value: nullable(ItemFieldValue) },
);
export type FieldValueEntry = t.TypeOf<typeof FieldValueEntry>;

/** One answer the guest gives: the field, what to show, and the value in its type's form. */
export interface FieldValueUpdate {
  readonly objectId: string;
  readonly displayValue: string | null;
  readonly value: { readonly content: unknown; readonly type: string | null };
}
