import * as E from 'fp-ts/lib/Either.js';
import type { ItemAction, StatusRequest } from '../itinerary/index.js';
import { isInstantBooking, isIntegrationInstantBooking } from '../listing/index.js';
import { type AppError, appError } from '../shared/index.js';

/**
 * What the guest is told after a booking request (docs/product/flows.md#reserve-outcomes), in
 * the order of the docs. The codec (reserve-outcome.entity.ts) and the confirmations
 * (reserve-confirmation.rule.ts) read this list.
 */
export const RESERVE_OUTCOMES = [
  'saved',
  'booked',
  'requested',
  'confirmed',
  'confirmed-no-catalog',
  'approved',
] as const;

export type ReserveOutcome = (typeof RESERVE_OUTCOMES)[number];

export interface ListingReserveInput {
  readonly bookingSetting: string | null | undefined;
  readonly hasCardOnFile: boolean;
  readonly marketHasServicesCatalog: boolean;
}

export const CARD_REQUIRED = 'A card on file is needed to book this home instantly';

/**
 * The outcome of reserving a home by its booking setting
 * (docs/host/decisions.md#homes-by-booking-setting). An integration booking charges at once,
 * so without a card it is a 'card' error. A setting we do not know is treated as Request
 * Price: a person reviews it, so nothing is booked or charged by mistake.
 */
export const listingReserveOutcome = (input: ListingReserveInput): E.Either<AppError, ReserveOutcome> => {
  if (isIntegrationInstantBooking(input.bookingSetting)) {
    if (!input.hasCardOnFile) return E.left(appError('card', CARD_REQUIRED));
    return E.right(input.marketHasServicesCatalog ? 'confirmed' : 'confirmed-no-catalog');
  }
  // Instant but not an integration: KEY Instant Booking, which the concierge approves.
  return E.right(isInstantBooking(input.bookingSetting) ? 'approved' : 'requested');
};

const SERVICE_OUTCOMES: Readonly<Record<StatusRequest, ReserveOutcome>> = {
  'request-price': 'requested',
  reserve: 'booked',
  'save-for-later': 'saved',
};

/** Services: request price -> requested, reserve -> booked ("request sent"), save -> saved. */
export const serviceOutcome = (request: StatusRequest): ReserveOutcome => SERVICE_OUTCOMES[request];

/**
 * The status move behind each outcome, so the server applies the same table. A service's
 * 'booked' is a reserve that awaits the concierge (approved); a home's 'confirmed' is booked.
 */
export const OUTCOME_ACTION: Readonly<Record<ReserveOutcome, ItemAction>> = {
  saved: 'save-for-later',
  booked: 'reserve',
  requested: 'request-price',
  confirmed: 'instant-book',
  'confirmed-no-catalog': 'instant-book',
  approved: 'reserve',
};
