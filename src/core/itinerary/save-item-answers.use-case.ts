import * as E from 'fp-ts/lib/Either.js';
import type { ItemField } from '../service/index.js';
import type { FieldValueEntry, FieldValueUpdate } from './field-value.entity.js';
import { answerText, answerUpdate } from './item-answers.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ItineraryItemsEvent } from './itinerary-items-state.js';
import type { ListingItem } from './listing-item.entity.js';
import type { ListingItemGateway } from './listing-item-gateway.port.js';
import {
  applyFieldValues,
  type SubmitItemFieldsDeps,
  submitItemFields,
} from './submit-item-fields.use-case.js';

export interface SaveItemAnswersDeps extends SubmitItemFieldsDeps {
  readonly listingItems: Pick<ListingItemGateway, 'updateListingItemFieldValues'>;
}

/** The item whose answers change: a service (an itinerary item) or a home (a listing item). */
export type AnsweredItem =
  | { readonly kind: 'service'; readonly item: ItineraryItem }
  | { readonly kind: 'home'; readonly item: ListingItem };

export interface SaveItemAnswersRequest {
  readonly itineraryId: string;
  readonly target: AnsweredItem;
  /** The answers that changed (changedAnswers). */
  readonly updates: readonly FieldValueUpdate[];
}

/** How it ended, with the itinerary-items event that tells the trip's state. */
export type AnswersSaved =
  | { readonly status: 'refused'; readonly message: string; readonly event: ItineraryItemsEvent | null }
  | { readonly status: 'saved'; readonly event: ItineraryItemsEvent };

/** The answers that changed, as updates, or the words for the first that cannot be sent. */
export const changedAnswers = (
  fields: readonly ItemField[],
  typed: Readonly<Record<string, string>>,
): E.Either<string, FieldValueUpdate[]> => {
  const updates: FieldValueUpdate[] = [];
  for (const field of fields) {
    const text = typed[field.id] ?? '';
    if (text.trim() === answerText(field).trim()) continue;
    const update = answerUpdate(field, text);
    if (E.isLeft(update)) return update;
    updates.push(update.right);
  }
  return E.right(updates);
};

/**
 * The owner changes an item's answers on its details (docs/product/validation.md#service-pricing-and-fields):
 * the answers that changed (changedAnswers) are sent, a service's through submitItemFields, a home's to
 * its listing item; the host's values replace what the fields show. A refusal is the host's
 * words (docs/product/errors.md#item-operations), and a service's is kept on its item.
 */
export const saveItemAnswers = async (
  deps: SaveItemAnswersDeps,
  { itineraryId, target, updates }: SaveItemAnswersRequest,
): Promise<AnswersSaved> => {
  if (target.kind === 'service') {
    const saved = await submitItemFields(deps, { itineraryId, item: target.item, updates });
    if (E.isLeft(saved)) {
      const { message } = saved.left;
      return {
        status: 'refused',
        message,
        event: { type: 'field-submit-failed', itemId: target.item.id, message },
      };
    }
    return { status: 'saved', event: { type: 'field-submit-succeeded', item: saved.right } };
  }
  const home = target.item;
  const saved = await deps.listingItems.updateListingItemFieldValues(itineraryId, home.objectId, updates);
  if (E.isLeft(saved)) return { status: 'refused', message: saved.left.message, event: null };
  const entries = saved.right as readonly FieldValueEntry[];
  return {
    status: 'saved',
    event: {
      type: 'listing-item-updated',
      listingItem: { ...home, fields: applyFieldValues(home.fields, entries) },
    },
  };
};
