import * as E from 'fp-ts/lib/Either.js';
import type { ItineraryItemGateway } from '../itinerary/itinerary-item-gateway.port.js';
import type { NotificationSink } from '../notifications/notification-sink.port.js';
import type { PromoCode } from '../promo/promo-code.entity.js';
import { redeemPromoCodes } from '../promo/redeem-promo-codes.use-case.js';
import type { AppError } from '../shared/app-error.js';
import type { BookingContext } from './booking-context.entity.js';
import type { BookingItemRef } from './booking-context-list.rule.js';
import type { BookingError } from './booking-error.js';
import type { BookingPlace } from './booking-place.js';
import type { BookingState } from './booking-state.entity.js';

/**
 * The keeper of the guest's booking contexts (docs/product/flows.md#booking-contexts): the
 * item's context holding these choices, reused or created, saved on the host. One owner holds
 * them for the whole app (a signed-out guest's context must be the one attached at sign-in).
 */
export interface BookingContextKeeper {
  saved(
    item: BookingItemRef,
    bookingState: BookingState,
    options: { readonly anonymous: boolean },
  ): Promise<E.Either<AppError, BookingContext>>;
}

/** What the guest chose on an item's page: kept in its booking context, its codes redeemed on a reserve. */
export interface GuestChoices {
  readonly item: BookingItemRef;
  readonly state: BookingState;
  readonly promoCodes: readonly PromoCode[];
}

export interface GuestChoicesDeps {
  readonly contexts: BookingContextKeeper;
  readonly items: Pick<ItineraryItemGateway, 'redeemPromoCodes'>;
  readonly notifications: Pick<NotificationSink, 'notify'>;
}

/** How a booking call ended and where it got to. */
export interface PlacedOutcome<T> {
  readonly outcome: E.Either<BookingError, T>;
  readonly place: BookingPlace | null;
}

/**
 * The guest's choices saved as the item's booking context before a booking call, homes and
 * services alike. The call goes ahead without one when the save fails: the host then books
 * with what the request itself says (the failure was reported where it happened).
 */
export const choicesSaved = async (deps: Pick<GuestChoicesDeps, 'contexts'>, choices: GuestChoices) => {
  const saved = await deps.contexts.saved(choices.item, choices.state, { anonymous: false });
  return E.isRight(saved) ? saved.right.objectId : null;
};

/**
 * The one redemption of a booking's promo codes (docs/host/decisions.md#promo-codes): only a
 * reserve that reached its item redeems them, on that item; refusals are notified by
 * redeemPromoCodes and do not undo the reserve.
 */
export const promoCodesRedeemed = async (
  deps: Pick<GuestChoicesDeps, 'items' | 'notifications'>,
  action: string,
  place: BookingPlace | null,
  codes: readonly PromoCode[],
): Promise<void> => {
  if (action !== 'reserve' || !place?.itemId || codes.length === 0) return;
  await redeemPromoCodes(deps, {
    itineraryId: place.itineraryId,
    itemId: place.itemId,
    promoCodeIds: codes.map((code) => code.objectId),
  });
};

/**
 * A guest action with the choices made on the page (docs/product/flows.md#booking-contexts):
 * the choices saved as the booking context, the call made with it, and a reserve's codes
 * redeemed on the item it reached. Homes (bookHome) and services (bookService) both go this way.
 */
export const withGuestChoices = async <R extends PlacedOutcome<unknown>>(
  deps: GuestChoicesDeps,
  choices: GuestChoices,
  action: string,
  call: (contextId: string | null) => Promise<R>,
): Promise<R> => {
  const contextId = await choicesSaved(deps, choices);
  const result = await call(contextId);
  if (E.isRight(result.outcome)) await promoCodesRedeemed(deps, action, result.place, choices.promoCodes);
  return result;
};
