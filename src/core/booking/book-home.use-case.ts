import * as E from 'fp-ts/lib/Either.js';
import type { BookingPlace } from './booking-place.js';
import { type GuestChoices, type GuestChoicesDeps, withGuestChoices } from './guest-choices.use-case.js';
import type { ListingAction } from './listing-actions.rule.js';
import type { HomeStay, HomeTrip, PriceAsker } from './listing-booking-gateway.port.js';
import { type HomeSeen, type RememberHomeSeenDeps, rememberHomeSeen } from './remember-home-seen.use-case.js';
import {
  type ListingBookingOutcome,
  type RequestHomePriceDeps,
  requestHomePrice,
} from './request-home-price.use-case.js';
import { type ReserveHomeDeps, reserveHome } from './reserve-home.use-case.js';
import type { ListingReserveInput } from './reserve-outcome.rule.js';
import { type SaveHomeForLaterDeps, saveHomeForLater } from './save-home-for-later.use-case.js';

export type BookHomeDeps = GuestChoicesDeps &
  RequestHomePriceDeps &
  ReserveHomeDeps &
  SaveHomeForLaterDeps &
  RememberHomeSeenDeps & {
    readonly listingItems: ReserveHomeDeps['listingItems'] & RememberHomeSeenDeps['listingItems'];
    readonly bookings: RequestHomePriceDeps['bookings'] &
      ReserveHomeDeps['bookings'] &
      SaveHomeForLaterDeps['bookings'];
  };

export interface BookHomeRequest {
  readonly action: ListingAction;
  readonly homeId: string;
  readonly choices: GuestChoices;
  /** The trip the page opened from, or none: the host then puts the home on a trip of its own. */
  readonly trip: HomeTrip;
  readonly setting: ListingReserveInput;
  readonly asker: PriceAsker;
  /** What the page showed the guest: kept with the stay and its trip once the action placed it. */
  readonly seen?: HomeSeen;
}

const call = (
  deps: BookHomeDeps,
  request: BookHomeRequest,
  stay: HomeStay,
): Promise<ListingBookingOutcome> => {
  const { action, homeId, trip } = request;
  if (action === 'save-for-later') return saveHomeForLater(deps, { homeId, stay, trip });
  if (action === 'request-price') return requestHomePrice(deps, { homeId, stay, trip, asker: request.asker });
  const { didConfirmTerms, confirmedTermsMethod } = request.choices.state;
  return reserveHome(deps, {
    homeId,
    stay,
    trip,
    setting: request.setting,
    terms: { didConfirmTerms: didConfirmTerms ?? false, confirmedTermsMethod: confirmedTermsMethod ?? null },
  });
};

/**
 * A guest's action on a home's page (docs/product/flows.md#booking-contexts), as bookService is
 * for a service: the choices saved as the home's booking context, then the price request, the
 * reserve (reserveHome, which the trip page calls too) or the save for later; a reserve's
 * promo codes travel in the context and the host redeems them on the item (withGuestChoices).
 * Once the stay is on a trip, the estimate the guest saw and the search they came from are
 * kept with it (rememberHomeSeen).
 */
export const bookHome = async (
  deps: BookHomeDeps,
  request: BookHomeRequest,
): Promise<ListingBookingOutcome> => {
  const outcome = await withGuestChoices(deps, request.choices, (contextId) =>
    call(deps, request, { bookingContextId: contextId }),
  );
  const place: BookingPlace | null = E.isRight(outcome)
    ? { itineraryId: outcome.right.itinerary.objectId, itemId: outcome.right.item.objectId }
    : null;
  if (place && request.seen) await rememberHomeSeen(deps, request.action, place, request.seen);
  return outcome;
};
