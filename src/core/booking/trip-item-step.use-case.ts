import * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { ItineraryItem, ListingItem } from '../itinerary/index.js';
import { type ItemStepFacts, type TripItemStep, tripItemSteps } from '../itinerary/index.js';
import { appError } from '../shared/index.js';
import type { PriceAsker } from './listing-booking-gateway.port.js';
import { type RequestHomePriceDeps, requestHomePrice } from './request-home-price.use-case.js';
import { type ConfirmedTerms, type ReserveHomeDeps, reserveHome } from './reserve-home.use-case.js';
import type { BookingResult } from './reserve-result.js';
import { type SaveHomeForLaterDeps, saveHomeForLater } from './save-home-for-later.use-case.js';
import {
  type RequestServicePriceDeps,
  type ReserveServiceDeps,
  requestServicePrice,
  reserveService,
  type SaveServiceForLaterDeps,
  saveServiceForLater,
} from './service-status-requests.use-case.js';

export type TripItemStepDeps = Omit<ReserveHomeDeps, 'bookings'> & {
  readonly homes: RequestHomePriceDeps['bookings'] &
    ReserveHomeDeps['bookings'] &
    SaveHomeForLaterDeps['bookings'];
  readonly services: RequestServicePriceDeps['bookings'] &
    ReserveServiceDeps['bookings'] &
    SaveServiceForLaterDeps['bookings'];
};

/** The item on the trip a step is taken on, as its row knows it. */
export type SteppedItem =
  | (ItemStepFacts & { readonly kind: 'home'; readonly itemId: string; readonly homeId: string })
  | (ItemStepFacts & { readonly kind: 'service'; readonly itemId: string; readonly serviceId: string });

export interface TripItemStepRequest {
  readonly step: TripItemStep;
  readonly itineraryId: string;
  readonly item: SteppedItem;
  /** A home's reserve needs the terms accepted. */
  readonly terms: ConfirmedTerms;
  readonly asker: PriceAsker;
}

/** What the step left: the home's or the service's updated item, and what to tell the guest. */
export type TripItemStepDone =
  | { readonly kind: 'home'; readonly result: BookingResult<ListingItem> }
  | { readonly kind: 'service'; readonly result: BookingResult<ItineraryItem> };

export type TripItemStepOutcome = E.Either<BookingError, TripItemStepDone>;

export const STEP_NOT_ALLOWED =
  'This step is not open to this item now: reload your trip to see where it stands.';

const home = async (
  deps: TripItemStepDeps,
  { step, itineraryId, item, terms, asker }: TripItemStepRequest & { item: { kind: 'home' } },
): Promise<TripItemStepOutcome> => {
  const stay = { bookingContextId: null };
  const trip = { itineraryId, itemId: item.itemId };
  const bookings = deps.homes;
  const { errors } = deps;
  const outcome =
    step === 'request-price'
      ? await requestHomePrice({ bookings, errors }, { homeId: item.homeId, stay, trip, asker })
      : step === 'save-for-later'
        ? await saveHomeForLater({ bookings, errors }, { homeId: item.homeId, stay, trip })
        : await reserveHome(deps, { homeId: item.homeId, stay, trip, setting: null, terms });
  return E.map((result: BookingResult<ListingItem>): TripItemStepDone => ({ kind: 'home', result }))(outcome);
};

const SERVICE_CALLS = {
  'request-price': requestServicePrice,
  reserve: reserveService,
  'pay-quote': reserveService,
  'save-for-later': saveServiceForLater,
} as const;

/**
 * A booking step on an item already on the trip (docs/product/flows.md#finishing-from-the-trip),
 * from its row or its page: the same use cases as the item's own page takes, pointed at the
 * item on its trip (requestHomePrice, reserveHome, saveHomeForLater; requestServicePrice,
 * reserveService, saveServiceForLater). The item holds what the guest chose already (its
 * dates, answers and prices), so nothing else is sent; a step its status does not allow
 * (tripItemSteps) is refused before anything is sent.
 */
export const takeTripItemStep = async (
  deps: TripItemStepDeps,
  request: TripItemStepRequest,
): Promise<TripItemStepOutcome> => {
  const { step, item, itineraryId } = request;
  if (!tripItemSteps(item).includes(step)) return E.left(appError('conflict', STEP_NOT_ALLOWED));
  if (item.kind === 'home') return home(deps, { ...request, item });
  const call = SERVICE_CALLS[step];
  const reserving = step === 'reserve' || step === 'pay-quote';
  const outcome = await call(
    { bookings: deps.services, errors: deps.errors },
    {
      serviceId: item.serviceId,
      itemId: item.itemId,
      itineraryId,
      params: reserving ? { ...request.terms } : {},
    },
  );
  return E.map((result: BookingResult<ItineraryItem>): TripItemStepDone => ({ kind: 'service', result }))(
    outcome,
  );
};
