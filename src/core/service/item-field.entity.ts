import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * A field's stored value as the guest's answers carry it
 * (docs/product/calls.md#itinerary-item-calls: value{content,type}). content depends on the
 * field type (text, number, a grocery list ...), so it stays unknown here and is read by the
 * rule that knows the type.
 */
export const ItemFieldValue = struct('ItemFieldValue', { content: t.unknown }, { type: nullable(t.string) });
export type ItemFieldValue = t.TypeOf<typeof ItemFieldValue>;

/**
 * A form field of an item or service (docs/product/entities.md#itinerary-item: id,
 * displayValue, value, type); name is its label.
 */
export const ItemField = struct(
  'ItemField',
  { id: t.string, type: t.string },
  { displayValue: nullable(t.string), value: nullable(ItemFieldValue), name: nullable(t.string) },
);
export type ItemField = t.TypeOf<typeof ItemField>;
