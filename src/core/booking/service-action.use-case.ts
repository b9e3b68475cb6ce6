import * as E from 'fp-ts/lib/Either.js';
import { formatDate } from '../formatting/index.js';
import { itineraryDates } from '../itinerary/index.js';
import type { NotificationSink } from '../notifications/index.js';
import type { PromoCode } from '../promo/index.js';
import type { AppError } from '../shared/index.js';
import {
  type AddServiceToTripResult,
  addServiceToTrip,
  type BookServiceDeps,
  type BookServiceResult,
  bookService,
  type PlaceServiceRequest,
} from './book-service.use-case.js';
import type { BookingItemRef } from './booking-context-list.rule.js';
import type { BookingState } from './booking-state.entity.js';
import type { BookingStateIds } from './booking-state-storage-key.rule.js';
import type { LocalBookingContext } from './local-booking-context.entity.js';
import { clearPendingAction, serviceBookingStateId } from './pending-booking-action.rule.js';
import { clearBookingState, type PersistedBookingStateDeps } from './persisted-booking-state.use-case.js';
import { ReserveOutcome } from './reserve-outcome.entity.js';
import type { ServiceAction } from './service-actions.rule.js';

export type ServiceActionDeps = BookServiceDeps &
  PersistedBookingStateDeps & {
    readonly notifications: Pick<NotificationSink, 'notify'>;
    /** Saves the item's booking context on the host for the signed-in guest: its objectId, or why not. */
    readonly saveContext: (
      item: BookingItemRef,
      state: BookingState,
    ) => Promise<E.Either<AppError, { readonly objectId: string }>>;
  };

/** What the panel chose, as the service's booking context holds it, and where it goes. */
/** The trip grew to hold the service (docs/product/flows.md#itinerary-item-updates): the guest is told. */
const tellWidened = (
  deps: ServiceActionDeps,
  { widened }: BookServiceResult | AddServiceToTripResult,
): void => {
  if (!widened) return;
  const { arrivalDate, departureDate } = itineraryDates(widened);
  deps.notifications.notify({
    tone: 'info',
    title: 'Your trip’s dates changed',
    message: `The trip now runs ${formatDate(arrivalDate, 'longDateUnpadded')} to ${formatDate(departureDate, 'longDateUnpadded')} to include this service.`,
  });
};

export interface ServiceActionRequest extends Omit<PlaceServiceRequest, 'params'> {
  readonly action: ServiceAction;
  readonly state: BookingState;
  readonly promoCodes: readonly PromoCode[];
  readonly leadId: string | null;
  readonly ids: BookingStateIds;
}

export type ServiceActionEnded =
  | { readonly action: 'add-to-trip'; readonly result: AddServiceToTripResult }
  | {
      readonly action: Exclude<ServiceAction, 'add-to-trip'>;
      readonly result: BookServiceResult;
      /** The booking is made and its persisted state gone: the next visit starts afresh. */
      readonly cleared: boolean;
    };

export interface ServiceActionRun {
  /** The service's booking context as saved before the call (objectId null when it could not be). */
  readonly context: LocalBookingContext;
  readonly ended: ServiceActionEnded;
}

/**
 * A signed-in guest's action from a service's panel, end to end
 * (docs/product/flows.md#service-booking): the choices saved in the service's booking context,
 * then the service only put on the trip (addServiceToTrip) or placed and requested, reserved or
 * saved (bookService) with that context; the action waiting from before sign-in is done with;
 * a reserve's promo codes are redeemed on the new item; a trip that widened is told of; and a
 * booking made clears the persisted booking state (docs/product/flows.md#clearing-booking-state).
 */
export const runServiceAction = async (
  deps: ServiceActionDeps,
  request: ServiceActionRequest,
): Promise<ServiceActionRun> => {
  const { action, state, service } = request;
  const item: BookingItemRef = { itemId: service.id, itemType: 'Service' };
  const saved = await deps.saveContext(item, state);
  const context: LocalBookingContext = {
    id: serviceBookingStateId(service.id),
    ...item,
    bookingState: state,
    objectId: E.isRight(saved) ? saved.right.objectId : null,
  };
  const placement = {
    ...request,
    pricing: state.itineraryItemPricing ?? null,
    params: { leadId: request.leadId },
  };
  if (action === 'add-to-trip') {
    const result = await addServiceToTrip(deps, placement);
    clearPendingAction(deps.store, serviceBookingStateId(service.id));
    tellWidened(deps, result);
    return { context, ended: { action, result } };
  }
  const result = await bookService(deps, {
    ...placement,
    action,
    params: {
      itemBookingContext: context.objectId ?? null,
      itineraryItemPricing: state.itineraryItemPricing,
      promoCodes: [...request.promoCodes],
      leadId: request.leadId,
      productLine: request.productLine,
    },
  });
  clearPendingAction(deps.store, serviceBookingStateId(service.id));
  // A reserve's codes are in the context it names: the host redeems them before it records
  // what it charges (docs/host/pricing-integrity.md#promo-codes).
  const booked = E.isRight(result.outcome) ? result.outcome.right : null;
  tellWidened(deps, result);
  // The outcome is the core's table's; decoding it again guards the dialog against a new one.
  const cleared = booked !== null && ReserveOutcome.is(booked.outcome);
  if (cleared) clearBookingState(deps, request.ids);
  return { context, ended: { action, result, cleared } };
};
