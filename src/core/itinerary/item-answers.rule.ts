import * as E from 'fp-ts/lib/Either.js';
import type { ItemField } from '../service/index.js';
import type { FieldValueUpdate } from './field-value.entity.js';
import type { ItemStatus } from './item-status.rule.js';

/**
 * Statuses in which the trip's owner may still change an item's answers
 * (docs/host/decisions.md#status-moves): not once it is pending confirmation, booked or
 * canceled. The host refuses the rest with 409.
 */
export const ANSWERS_CHANGEABLE: readonly ItemStatus[] = [
  'draft',
  'info',
  'in_progress',
  'quoted',
  'saved_for_later',
  'not_available',
];

export const canChangeAnswers = (status: ItemStatus): boolean => ANSWERS_CHANGEABLE.includes(status);

/** The field types answered by typing; a grocery list is chosen from the grocery items elsewhere. */
export const TYPED_FIELD_TYPES = ['text', 'textarea', 'number'] as const;

export const isTypedField = (field: ItemField): boolean =>
  (TYPED_FIELD_TYPES as readonly string[]).includes(field.type);

/** A text value counts only if it has a letter (docs/product/validation.md#service-pricing-and-fields). */
export const textCounts = (text: string): boolean => /\p{L}/u.test(text);

/**
 * A data field shows only with a displayValue, or as a grocery list with at least one item
 * (docs/product/validation.md#service-pricing-and-fields).
 */
export const isFieldShown = (field: ItemField): boolean => {
  if (field.type === 'groceryList') {
    const content = field.value?.content;
    return Array.isArray(content) && content.length > 0;
  }
  return typeof field.displayValue === 'string' && field.displayValue.trim() !== '';
};

/** The field's name for the guest. */
export const fieldName = (field: ItemField): string => field.name?.trim() || 'This answer';

/** What the guest's typed answer starts as: the answer shown, else nothing. */
export const answerText = (field: ItemField): string => field.displayValue ?? '';

/**
 * The update for what the guest typed into a field, or the words saying what is wrong with
 * it. Emptied, the answer is cleared; a text needs a letter to count; a number must be one.
 */
export const answerUpdate = (field: ItemField, typed: string): E.Either<string, FieldValueUpdate> => {
  const text = typed.trim();
  const type = field.type;
  if (text === '') return E.right({ objectId: field.id, displayValue: null, value: { content: null, type } });
  if (type === 'number') {
    const number = Number(text);
    if (!Number.isFinite(number)) return E.left(`${fieldName(field)}: please enter a number, such as 4.`);
    return E.right({ objectId: field.id, displayValue: String(number), value: { content: number, type } });
  }
  if (!textCounts(text)) return E.left(`${fieldName(field)}: please answer in words (at least one letter).`);
  return E.right({ objectId: field.id, displayValue: text, value: { content: text, type } });
};
