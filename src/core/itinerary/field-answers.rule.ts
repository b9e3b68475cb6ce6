import type { GroceryItem, ItemField } from '../service/index.js';
import type { FieldValueUpdate } from './field-value.entity.js';
import { groceryCounts, groceryWords } from './grocery-quantities.rule.js';

/** What the guest typed or picked for one field: text, or the ids of grocery items. */
export type FieldAnswer = string | readonly string[];

export const GROCERY_LIST = 'groceryList';
export const NUMBER_FIELD = 'number';

const hasLetter = (text: string): boolean => /\p{L}/u.test(text);

/**
 * Why an answer cannot be sent, or null (docs/product/validation.md#service-pricing-and-fields):
 * a number field takes a whole number from 0; a text answer counts only with a letter in it,
 * so '...' or '123' in a text field is asked again rather than stored as an answer. An empty
 * answer is no answer, and fine.
 */
export const answerProblem = (field: ItemField, answer: FieldAnswer | undefined): string | null => {
  if (answer === undefined || typeof answer !== 'string' || answer.trim() === '') return null;
  const label = field.name ?? 'This field';
  if (field.type === NUMBER_FIELD)
    return /^\d{1,6}$/.test(answer.trim()) ? null : `${label}: enter a whole number, such as 4.`;
  return hasLetter(answer) ? null : `${label}: please write it in words.`;
};

/**
 * The update PUT .../fieldValues takes for an answer (docs/product/calls.md#itinerary-item-calls):
 * what the item card shows (displayValue) and the value in its type's form; a grocery list
 * keeps the items' ids (an id n times for n of it) and shows their names ('Eggs × 2'). Null
 * for no answer.
 */
export const fieldUpdate = (
  field: ItemField,
  answer: FieldAnswer | undefined,
  groceries: readonly GroceryItem[],
): FieldValueUpdate | null => {
  if (answer === undefined) return null;
  if (typeof answer !== 'string') {
    if (answer.length === 0) return null;
    const names = [...groceryCounts(answer)].map(([id, quantity]) =>
      groceryWords(groceries.find((item) => item.objectId === id)?.name ?? id, quantity),
    );
    return {
      objectId: field.id,
      displayValue: names.join(', '),
      value: { content: [...answer], type: field.type },
    };
  }
  const text = answer.trim();
  if (text === '' || answerProblem(field, text)) return null;
  return {
    objectId: field.id,
    displayValue: text,
    value: { content: field.type === NUMBER_FIELD ? Number(text) : text, type: field.type },
  };
};

/** The answers a booking state kept (pricingFields), read back; anything unreadable is dropped. */
export const answersFromState = (stored: readonly unknown[]): Readonly<Record<string, FieldAnswer>> => {
  const answers: Record<string, FieldAnswer> = {};
  for (const entry of stored) {
    if (!entry || typeof entry !== 'object') continue;
    const { objectId, answer } = entry as { objectId?: unknown; answer?: unknown };
    if (typeof objectId !== 'string') continue;
    if (typeof answer === 'string') answers[objectId] = answer;
    else if (Array.isArray(answer) && answer.every((id) => typeof id === 'string'))
      answers[objectId] = answer;
  }
  return answers;
};

/** The answers as a booking state keeps them (pricingFields: plain objects, docs/architecture/decisions.md). */
export const answersAsState = (
  answers: Readonly<Record<string, FieldAnswer>>,
): { objectId: string; answer: FieldAnswer }[] =>
  Object.entries(answers).map(([objectId, answer]) => ({ objectId, answer }));
