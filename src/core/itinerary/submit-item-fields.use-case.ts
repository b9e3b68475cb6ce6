import * as E from 'fp-ts/lib/Either.js';
import type { ItemField } from '../service/index.js';
import type { AppError } from '../shared/index.js';
import type { FieldValueEntry, FieldValueUpdate } from './field-value.entity.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ItineraryItemGateway } from './itinerary-item-gateway.port.js';

export interface SubmitItemFieldsDeps {
  readonly items: Pick<ItineraryItemGateway, 'updateItemFieldValues'>;
}

export interface SubmitItemFieldsRequest {
  readonly itineraryId: string;
  readonly item: ItineraryItem;
  readonly updates: readonly FieldValueUpdate[];
}

/** The host's entry replaces what the field shows and holds; a field it did not answer is untouched. */
export const applyFieldValues = (
  fields: readonly ItemField[],
  entries: readonly FieldValueEntry[],
): ItemField[] =>
  fields.map((field) => {
    const entry = entries.find((candidate) => candidate.objectId === field.id);
    return entry ? { ...field, displayValue: entry.displayValue ?? null, value: entry.value ?? null } : field;
  });

/**
 * Saves the guest's answers to an item's fields (docs/product/calls.md#itinerary-item-calls)
 * and answers the item with the values the host stored. A failure is the gateway's error, its
 * message the host's (docs/product/errors.md#load-failures: a failed field submit stores the
 * message; see itinerary-items-state.ts).
 */
export const submitItemFields = async (
  deps: SubmitItemFieldsDeps,
  { itineraryId, item, updates }: SubmitItemFieldsRequest,
): Promise<E.Either<AppError, ItineraryItem>> => {
  const saved = await deps.items.updateItemFieldValues(itineraryId, item.id, updates);
  if (E.isLeft(saved)) return saved;
  return E.right({ ...item, fields: applyFieldValues(item.fields, saved.right) });
};
