import * as E from 'fp-ts/lib/Either.js';
import { listingReserveOutcome } from '../../src/core/booking/index.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { hasCardValidThrough } from '../payments/payment-card.store.js';

export const REQUEST_PRICE_FIRST =
  'This home is booked on request: please request a price, and reserve once the concierge has quoted it.';

/**
 * The status a reserve moves a home's item to, by the home's booking setting, with the app's
 * own rule (listingReserveOutcome, docs/host/decisions.md#homes-by-booking-setting): an
 * integration books at once and needs a card on file (400 otherwise, the guest can add one);
 * KEY Instant Booking waits for the concierge (approved); a Request Price home is reserved
 * only once quoted, at the quoted price (409 before: the guest asks for a price first).
 */
export const reserveStatus = (
  bookingSetting: string,
  fromStatus: string,
  hasCardOnFile: boolean,
): 'approved' | 'booked' => {
  const outcome = listingReserveOutcome({ bookingSetting, hasCardOnFile, marketHasServicesCatalog: true });
  if (E.isLeft(outcome)) throw new HttpError(400, outcome.left.message);
  if (outcome.right === 'confirmed' || outcome.right === 'confirmed-no-catalog') return 'booked';
  if (outcome.right === 'requested' && fromStatus !== 'quoted') throw new HttpError(409, REQUEST_PRICE_FIRST);
  return 'approved';
};

/** Whether the guest has a card that has not expired: what an integration charges at once. */
export const hasCardOnFile = (db: Queryable, userId: string, now: Date): Promise<boolean> =>
  hasCardValidThrough(db, userId, now.getUTCFullYear(), now.getUTCMonth() + 1);
