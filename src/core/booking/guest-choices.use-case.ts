import * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { PromoCode } from '../promo/index.js';
import type { AppError } from '../shared/index.js';
import type { BookingContext } from './booking-context.entity.js';
import type { BookingItemRef } from './booking-context-list.rule.js';
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

/** What the guest chose on an item's page: kept in its booking context, its codes redeemed by the host on a reserve. */
export interface GuestChoices {
  readonly item: BookingItemRef;
  readonly state: BookingState;
  readonly promoCodes: readonly PromoCode[];
}

export interface GuestChoicesDeps {
  readonly contexts: BookingContextKeeper;
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
 * A guest action with the choices made on the page (docs/product/flows.md#booking-contexts):
 * the choices saved as the booking context, then the call made with it. A reserve's promo
 * codes travel in the context: the host redeems them on the item inside the reserve, before
 * it records what it charges (docs/host/pricing-integrity.md#promo-codes), so the total
 * reserved is the one the panel showed, signed in or back from the portal. Redeeming them
 * after the reserve could not work: a reserved item takes no new code. Homes (bookHome) and
 * services (bookService) both go this way.
 */
export const withGuestChoices = async <R>(
  deps: GuestChoicesDeps,
  choices: GuestChoices,
  call: (contextId: string | null) => Promise<R>,
): Promise<R> => call(await choicesSaved(deps, choices));
