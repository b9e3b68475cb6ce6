import { isInstantBooking } from '../listing/index.js';
import type { ItemStatus } from './item-status.rule.js';
import { canMove } from './item-status-transition.rule.js';

/**
 * The booking steps a guest takes on an item already on the trip
 * (docs/product/flows.md#finishing-from-the-trip): ask its price, reserve it, reserve it at the
 * concierge's quote ('pay-quote', a reserve of a quoted item), or keep it for later.
 */
export const TRIP_ITEM_STEPS = ['reserve', 'pay-quote', 'request-price', 'save-for-later'] as const;
export type TripItemStep = (typeof TRIP_ITEM_STEPS)[number];

/** What the steps of an item depend on, besides its status. */
export interface ItemStepFacts {
  readonly kind: 'home' | 'service';
  readonly status: ItemStatus;
  /**
   * Whether the item may be reserved without a quote: a home by an instant booking setting, a
   * service the concierge lets guests book themselves (serviceIsBookable).
   */
  readonly bookable: boolean;
  /** Whether its dates are chosen: nothing is reserved without them. */
  readonly dateChosen: boolean;
}

/** Whether a home's booking setting lets the guest reserve it before a quote. */
export const homeBookable = (bookingSetting: string | null | undefined): boolean =>
  isInstantBooking(bookingSetting);

/**
 * The steps an item's status allows, the one that finishes it first
 * (docs/host/decisions.md#status-moves): a quoted item is reserved at its quote; a draft,
 * answered or saved item is reserved when it may be booked without a quote and its dates are
 * chosen, and its price may be asked for; an item waiting for the concierge (a price asked,
 * a reserve approved) or settled (booked, canceled) offers nothing to book. Saving for later
 * is offered wherever the status moves there.
 */
export const tripItemSteps = ({ status, bookable, dateChosen }: ItemStepFacts): TripItemStep[] => {
  const steps: TripItemStep[] = [];
  if (status === 'quoted') steps.push('pay-quote');
  else if (canMove(status, 'reserve') && bookable && dateChosen) steps.push('reserve');
  if (canMove(status, 'request-price')) steps.push('request-price');
  if (canMove(status, 'save-for-later') && status !== 'in_progress') steps.push('save-for-later');
  return steps;
};

/** The buttons' words; the quote's reserve says it is at the concierge's price. */
export const TRIP_ITEM_STEP_LABELS: Readonly<Record<TripItemStep, string>> = {
  reserve: 'Reserve',
  'pay-quote': 'Reserve at the quote',
  'request-price': 'Request price',
  'save-for-later': 'Save for later',
};
