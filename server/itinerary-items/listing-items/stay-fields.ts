import type { Queryable } from '../../db/database.js';
import type { StoredFieldValue } from '../../db/rows/trips.js';
import { itemFieldsOfHomes } from './stay-field.store.js';

/** A question a home asks about a stay (listings.item_fields, migration 011). */
export interface StayField {
  id: string;
  name: string;
  type: string;
  required: boolean;
}

const isStayField = (value: unknown): value is StayField => {
  const field = value as Partial<StayField> | null;
  return typeof field?.id === 'string' && typeof field.name === 'string' && typeof field.type === 'string';
};

/** The fields each of the given homes asks, by home id. Malformed entries are skipped. */
export const loadStayFields = async (
  db: Queryable,
  listingIds: readonly string[],
): Promise<Map<string, StayField[]>> => {
  if (listingIds.length === 0) return new Map();
  const rows = await itemFieldsOfHomes(db, [...new Set(listingIds)]);
  return new Map(
    rows.map((row) => [
      row.id,
      (Array.isArray(row.item_fields) ? row.item_fields : [])
        .filter(isStayField)
        .map((field) => ({ ...field, required: field.required === true })),
    ]),
  );
};

/** The item's fields as the core's ItemField codec reads them: the question and the answer so far. */
export const stayFieldsJson = (fields: readonly StayField[], values: Record<string, StoredFieldValue>) =>
  fields.map((field) => ({
    id: field.id,
    type: field.type,
    name: field.name,
    displayValue: values[field.id]?.displayValue ?? null,
    value: values[field.id]?.value ?? null,
  }));

const isAnswered = (value: StoredFieldValue | undefined): boolean => {
  const content = value?.value?.content;
  if (content === undefined || content === null) return false;
  if (typeof content === 'string') return content.trim() !== '';
  if (Array.isArray(content)) return content.length > 0;
  return true;
};

/** A draft whose required fields are all answered has its info (docs/host/decisions.md#itinerary-items). */
export const requiredFieldsAnswered = (
  fields: readonly StayField[],
  values: Record<string, StoredFieldValue>,
): boolean => fields.filter((field) => field.required).every((field) => isAnswered(values[field.id]));
