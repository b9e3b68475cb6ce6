import type { ServiceAction } from './service-actions.rule.js';

export const CHOOSE_PRICE = 'Choose what you would like to book.';
export const CHOOSE_QUANTITY = 'Enter how many: a whole number from 1.';
export const NOT_BOOKABLE =
  'This service is arranged by your concierge: request a price and they will be in touch.';

/** What the panel knows of the guest's choices when an action is chosen. */
export interface ServiceChoicesSoFar {
  readonly bookable: boolean;
  /** Why the chosen when cannot be booked, or null. */
  readonly whenProblem: string | null;
  readonly dayChosen: boolean;
  readonly hasPrices: boolean;
  readonly priceChosen: boolean;
  /** A rate per unit is chosen and no total follows from its quantity. */
  readonly quantityMissing: boolean;
  readonly answersProblem: string | null;
}

/**
 * What stops a service's action before anything is sent, in words, or null
 * (docs/product/flows.md#service-booking). A price request, or a service only put on the trip,
 * needs no date or price yet: the concierge asks, or the guest decides later; a date chosen
 * must still be possible.
 */
export const serviceActionBlocker = (action: ServiceAction, so: ServiceChoicesSoFar): string | null => {
  if (action === 'reserve' && !so.bookable) return NOT_BOOKABLE;
  const open = action === 'request-price' || action === 'add-to-trip';
  if (so.whenProblem && (!open || so.dayChosen)) return so.whenProblem;
  if (!open && so.hasPrices && !so.priceChosen) return CHOOSE_PRICE;
  if (!open && so.quantityMissing) return CHOOSE_QUANTITY;
  return so.answersProblem;
};
