import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';

/** Whether the trip has a live subscription address, and since when (ISO instant). */
export interface CalendarSubscription {
  readonly subscribed: boolean;
  readonly since: string | null;
}

/**
 * A new private address for the trip's calendar, https and webcal. The host keeps only a
 * digest of it: this is the one time the guest sees it (docs/product/calendar.md).
 */
export interface CalendarAddress {
  readonly since: string;
  readonly httpsUrl: string;
  readonly webcalUrl: string;
}

/** The trip's calendar as the guest asks for it: see, make (or remake) and take back its address. */
export interface TripCalendarGateway {
  subscription(itineraryId: string): Promise<E.Either<AppError, CalendarSubscription>>;
  /** A new address; any earlier one stops working. */
  subscribe(itineraryId: string): Promise<E.Either<AppError, CalendarAddress>>;
  revoke(itineraryId: string): Promise<E.Either<AppError, void>>;
}

export const TripCalendarGateway = token<TripCalendarGateway>('TripCalendarGateway');
