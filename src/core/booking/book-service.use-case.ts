import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import { addServiceItem } from '../itinerary/add-service-item.use-case.js';
import type { FieldValueUpdate } from '../itinerary/field-value.entity.js';
import type { ItineraryGateway } from '../itinerary/itinerary-gateway.port.js';
import type { ItineraryItem } from '../itinerary/itinerary-item.entity.js';
import type { ItineraryItemGateway } from '../itinerary/itinerary-item-gateway.port.js';
import type { ItinerarySummary } from '../itinerary/itinerary-summary.entity.js';
import type { StatusRequest } from '../itinerary/status-request-params.rule.js';
import { submitItemFields } from '../itinerary/submit-item-fields.use-case.js';
import { type ServiceDays, tripForService } from '../itinerary/trip-for-service.rule.js';
import type { ProductLine } from '../market/product-line.entity.js';
import type { ItemDates } from '../service/item-dates.entity.js';
import type { TimeSlot } from '../service/time-slot.entity.js';
import type { AppError } from '../shared/app-error.js';
import { requestServicePrice } from './request-service-price.use-case.js';
import type { ServiceBookingOutcome } from './request-service-status.js';
import { bookingCallFailure } from './reserve-result.js';
import { reserveService } from './reserve-service.use-case.js';
import { saveServiceForLater } from './save-service-for-later.use-case.js';
import type { ServiceBookingGateway, ServiceBookingParams } from './service-booking-gateway.port.js';

export interface BookServiceDeps {
  readonly bookings: Pick<
    ServiceBookingGateway,
    'requestServicePrice' | 'reserveService' | 'saveServiceForLater'
  >;
  readonly itineraries: Pick<ItineraryGateway, 'itineraries' | 'createItinerary' | 'guestItinerary'>;
  readonly items: Pick<ItineraryItemGateway, 'addService' | 'updateItemFieldValues'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** Where the booking already stands: the trip and the item a previous attempt placed it on. */
export interface ServicePlace {
  readonly itineraryId: string;
  readonly itemId: string | null;
}

export interface BookServiceRequest {
  readonly action: StatusRequest;
  readonly service: { readonly id: string; readonly name: string };
  readonly marketId: string;
  /** The trip the page opened from, or the item placed by an earlier attempt; null from the catalog. */
  readonly place: ServicePlace | null;
  readonly days: ServiceDays | null;
  readonly dates: ItemDates;
  readonly timeSlot: TimeSlot | null;
  readonly answers: readonly FieldValueUpdate[];
  readonly params: Omit<ServiceBookingParams, 'itemStartDate' | 'itemEndDate' | 'itemTimeSlot'>;
  readonly productLine: ProductLine | null;
}

export interface BookServiceResult {
  readonly outcome: ServiceBookingOutcome;
  /** The trip and item reached, so a retry books the same item rather than adding another. */
  readonly place: ServicePlace | null;
  /** The trip's dates grew to hold the service (docs/product/flows.md#itinerary-item-updates). */
  readonly widened: ItinerarySummary | null;
}

const CALLS = {
  'request-price': requestServicePrice,
  reserve: reserveService,
  'save-for-later': saveServiceForLater,
};

/** The guest's trip for a booking from the catalog: one that meets the dates, else a new one. */
const tripFor = async (
  deps: BookServiceDeps,
  request: BookServiceRequest,
): Promise<E.Either<AppError, ItinerarySummary>> => {
  const { days, marketId } = request;
  const trips = await deps.itineraries.itineraries({ marketId });
  if (E.isLeft(trips)) return trips;
  const met = tripForService(trips.right, marketId, days);
  if (met) return E.right(met);
  return deps.itineraries.createItinerary({
    marketId,
    itineraryName: request.service.name,
    arrivalDate: days?.startDay ?? null,
    departureDate: days?.endDay ?? null,
    productLine: request.productLine,
    leadId: request.params.leadId ?? null,
  });
};

const failed = (
  deps: BookServiceDeps,
  error: AppError,
  request: BookServiceRequest,
  place: ServicePlace | null,
): BookServiceResult => ({
  outcome: E.left(bookingCallFailure(error, deps.errors, request.action)),
  place,
  widened: null,
});

/**
 * Books a service from its panel (docs/product/flows.md#service-booking): the trip it joins
 * (the page's, else tripForService's or a new one named after the service), the service added
 * to it as an item with the chosen dates (the trip widening to hold them), the guest's answers
 * saved on the item, then the request, reserve or save call with what the panel priced. A step
 * that fails ends it as the booking call's failures do; what was already placed is answered,
 * so trying again continues on the same item.
 */
export const bookService = async (
  deps: BookServiceDeps,
  request: BookServiceRequest,
): Promise<BookServiceResult> => {
  let place = request.place;
  let widened: ItinerarySummary | null = null;
  if (!place) {
    const trip = await tripFor(deps, request);
    if (E.isLeft(trip)) return failed(deps, trip.left, request, null);
    place = { itineraryId: trip.right.objectId, itemId: null };
  }
  let itemId = place.itemId;
  if (!itemId) {
    const trip = await deps.itineraries.guestItinerary(place.itineraryId);
    if (E.isLeft(trip)) return failed(deps, trip.left, request, place);
    const added = await addServiceItem(deps, {
      itinerary: trip.right,
      serviceId: request.service.id,
      body: {
        itemStartDate: request.dates.itemStartDate ?? null,
        itemEndDate: request.dates.itemEndDate ?? null,
        recommendationType: null,
        referringService: null,
        itemTimeSlot: request.timeSlot,
      },
    });
    if (E.isLeft(added)) return failed(deps, added.left, request, place);
    itemId = added.right.item.id;
    place = { itineraryId: place.itineraryId, itemId };
    if (added.right.datesWidened) widened = added.right.itinerary;
    if (request.answers.length > 0) {
      const saved = await submitItemFields(deps, {
        itineraryId: place.itineraryId,
        item: added.right.item as ItineraryItem,
        updates: request.answers,
      });
      if (E.isLeft(saved)) return { ...failed(deps, saved.left, request, place), widened };
    }
  } else if (request.answers.length > 0) {
    const saved = await deps.items.updateItemFieldValues(place.itineraryId, itemId, request.answers);
    if (E.isLeft(saved)) return failed(deps, saved.left, request, place);
  }
  const outcome = await CALLS[request.action](deps, {
    serviceId: request.service.id,
    itemId,
    itineraryId: place.itineraryId,
    params: {
      ...request.params,
      itemStartDate: request.dates.itemStartDate ?? null,
      itemEndDate: request.dates.itemEndDate ?? null,
      itemTimeSlot: request.timeSlot,
    },
  });
  return { outcome, place, widened };
};
