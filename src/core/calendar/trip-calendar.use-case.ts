import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { CalendarAddress, TripCalendarGateway } from './trip-calendar-gateway.port.js';

/**
 * The trip's calendar as the guest sees it: the download is always there; the subscription
 * is off, on (its address no longer shown, since the host cannot show it again), or just
 * made, its address shown once.
 */
export type TripCalendarState =
  | { readonly kind: 'off' }
  | { readonly kind: 'on'; readonly since: string }
  | { readonly kind: 'new'; readonly address: CalendarAddress };

type Deps = { readonly calendar: TripCalendarGateway };

/** What the trip's subscription is now. */
export const loadTripCalendar = async (
  deps: { readonly calendar: Pick<TripCalendarGateway, 'subscription'> },
  itineraryId: string,
): Promise<E.Either<AppError, TripCalendarState>> =>
  E.map(
    (subscription: { subscribed: boolean; since: string | null }): TripCalendarState =>
      subscription.subscribed && subscription.since
        ? { kind: 'on', since: subscription.since }
        : { kind: 'off' },
  )(await deps.calendar.subscription(itineraryId));

/** A new address, shown once; subscribing again is renewing: the old address stops working. */
export const subscribeToTripCalendar = async (
  deps: { readonly calendar: Pick<TripCalendarGateway, 'subscribe'> },
  itineraryId: string,
): Promise<E.Either<AppError, TripCalendarState>> =>
  E.map((address: CalendarAddress): TripCalendarState => ({ kind: 'new', address }))(
    await deps.calendar.subscribe(itineraryId),
  );

/** Takes the address back: calendars that used it get nothing more. */
export const revokeTripCalendar = async (
  deps: Deps,
  itineraryId: string,
): Promise<E.Either<AppError, TripCalendarState>> =>
  E.map((): TripCalendarState => ({ kind: 'off' }))(await deps.calendar.revoke(itineraryId));

/** The one-off download: a plain link the browser follows with the sign-on cookie. */
export const tripCalendarDownloadHref = (apiBaseUrl: string, itineraryId: string): string =>
  `${apiBaseUrl.replace(/\/+$/, '')}/api/itinerary/${encodeURIComponent(itineraryId)}/calendar.ics`;
