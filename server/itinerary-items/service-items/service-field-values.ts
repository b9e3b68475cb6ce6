import type { Queryable } from '../../db/database.js';
import type { StoredFieldValue } from '../../db/rows/trips.js';
import { HttpError } from '../../http/http-error.js';
import { recordStatusEvent } from '../../trips/trip-history.store.js';
import { statusAfter } from '../item-status-moves.js';
import { serviceFieldsOf } from './service-descriptors-json.js';
import { mergeServiceItemFieldValues } from './service-item-choice.store.js';
import type { OwnedServiceItem } from './service-item-record.js';

/** One update as PUT .../fieldValues sends it (core FieldValueUpdate). */
export interface FieldValueUpdate {
  objectId: string;
  displayValue?: string | null;
  value?: { content?: unknown; type?: string | null } | null;
}

/** A value beyond this much JSON is not a form answer (a grocery list of a few hundred lines fits). */
export const MAX_FIELD_VALUE_CHARS = 20_000;

const hasValue = (stored: StoredFieldValue | undefined): boolean =>
  !!stored &&
  ((typeof stored.displayValue === 'string' && stored.displayValue.trim() !== '') ||
    (stored.value?.content !== undefined && stored.value.content !== null && stored.value.content !== ''));

/** The service's fields the guest has not answered; a field marked `required` must be, to reserve. */
export const missingFields = (fields: unknown, values: Record<string, StoredFieldValue>) =>
  serviceFieldsOf(fields).filter((field) => !hasValue(values[field.id]));

/**
 * Stores the guest's answers on an item and answers them as stored. Every objectId must be
 * a field of the item's service (400 naming it, nothing stored). A draft whose fields are
 * all answered becomes 'info' (docs/host/decisions.md#itinerary-items).
 */
export const updateFieldValues = async (
  db: Queryable,
  { item }: OwnedServiceItem,
  updates: readonly FieldValueUpdate[],
  actorUserId: string,
) => {
  const fieldIds = new Set(serviceFieldsOf(item.fields).map((field) => field.id));
  const changed: Record<string, StoredFieldValue> = {};
  updates.forEach((update, index) => {
    if (!fieldIds.has(update.objectId))
      throw new HttpError(
        400,
        `updates.${index}.objectId is not a field of this service: ${update.objectId}`,
      );
    const stored: StoredFieldValue = {
      displayValue: update.displayValue ?? null,
      value: update.value ? { content: update.value.content ?? null, type: update.value.type ?? null } : null,
    };
    if (JSON.stringify(stored).length > MAX_FIELD_VALUE_CHARS)
      throw new HttpError(400, `updates.${index}.value is too long`);
    changed[update.objectId] = stored;
  });
  const values = { ...item.field_values, ...changed };
  const completed =
    missingFields(item.fields, values).length === 0 ? statusAfter('complete-fields', item.status) : null;
  await mergeServiceItemFieldValues(db, item.id, changed, completed ?? item.status);
  if (completed)
    await recordStatusEvent(db, {
      itineraryId: item.itinerary_id,
      itemId: item.id,
      kind: 'service',
      from: item.status,
      to: completed,
      reason: 'Guest filled in the fields',
      actorUserId,
      actorRole: 'guest',
    });
  return Object.entries(changed).map(([objectId, stored]) => ({ objectId, ...stored }));
};
