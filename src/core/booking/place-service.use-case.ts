import * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { ErrorReporter } from '../errors/index.js';
import type {
  FieldValueUpdate,
  ItineraryGateway,
  ItineraryItem,
  ItineraryItemGateway,
  ItinerarySummary,
} from '../itinerary/index.js';
import { addServiceItem, type BookingDays, coveringTrip, submitItemFields } from '../itinerary/index.js';
import type { ProductLine } from '../market/index.js';
import type { ItemPriceEntry } from '../pricing/index.js';
import type { ItemDates, TimeSlot } from '../service/index.js';
import type { AppError } from '../shared/index.js';
import type { BookingPlace } from './booking-place.js';
import { bookingCallFailure } from './reserve-result.js';
import type { ServiceBookingParams } from './service-booking-gateway.port.js';

export interface PlaceServiceDeps {
  readonly itineraries: Pick<ItineraryGateway, 'itineraries' | 'createItinerary' | 'guestItinerary'>;
  readonly items: Pick<
    ItineraryItemGateway,
    'addService' | 'updateItemFieldValues' | 'changeItemDates' | 'saveItemPricing'
  >;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** Where the booking already stands: the trip and the item a previous attempt placed it on. */
export type ServicePlace = BookingPlace;

/** The service on a trip: the item it became. */
export interface PlacedService {
  readonly itineraryId: string;
  readonly itemId: string;
}

/** What putting a service on a trip needs: the trip to find or make, the item's when and answers. */
export interface PlaceServiceRequest {
  readonly service: { readonly id: string; readonly name: string };
  readonly marketId: string;
  /** The trip the page opened from, or the item placed by an earlier attempt; null from the catalog. */
  readonly place: ServicePlace | null;
  readonly days: BookingDays | null;
  readonly dates: ItemDates;
  readonly timeSlot: TimeSlot | null;
  readonly answers: readonly FieldValueUpdate[];
  /** The guest's price choices (the booking state's itineraryItemPricing), when any. */
  readonly pricing?: readonly ItemPriceEntry[] | null;
  readonly params: Pick<ServiceBookingParams, 'leadId'>;
  readonly productLine: ProductLine | null;
  /** The guest asked for a new trip rather than the one covering the days (docs/product/flows.md#service-booking). */
  readonly newTrip?: boolean;
}

/** How a step with a service ended, where it got to, and the trip's dates if they grew. */
export interface ServiceStepResult<T> {
  readonly outcome: E.Either<BookingError, T>;
  /** The trip and item reached, so a retry books the same item rather than adding another. */
  readonly place: ServicePlace | null;
  /** The trip's dates grew to hold the service (docs/product/flows.md#itinerary-item-updates). */
  readonly widened: ItinerarySummary | null;
}

export type AddServiceToTripResult = ServiceStepResult<PlacedService>;

/**
 * The guest's trip for a booking from the catalog: one that meets the dates, else a new one; a
 * new one whatever meets them when the guest asked for it.
 */
const tripFor = async (
  deps: PlaceServiceDeps,
  request: PlaceServiceRequest,
): Promise<E.Either<AppError, ItinerarySummary>> => {
  const { days, marketId } = request;
  if (!request.newTrip) {
    const trips = await deps.itineraries.itineraries({ marketId });
    if (E.isLeft(trips)) return trips;
    const met = coveringTrip(trips.right, marketId, days);
    if (met) return E.right(met);
  }
  return deps.itineraries.createItinerary({
    marketId,
    itineraryName: request.service.name,
    arrivalDate: days?.startDay ?? null,
    departureDate: days?.endDay ?? null,
    productLine: request.productLine,
    leadId: request.params.leadId ?? null,
  });
};

const failed = <T>(
  deps: PlaceServiceDeps,
  error: AppError,
  during: string,
  place: ServicePlace | null,
  widened: ItinerarySummary | null = null,
): ServiceStepResult<T> => ({
  outcome: E.left(bookingCallFailure(error, deps.errors, during)),
  place,
  widened,
});

/**
 * An item already on the trip (the page's, or one an earlier attempt placed) takes the guest's
 * choices as they are now (docs/product/flows.md#service-booking): its dates
 * (POST .../item/{itemId}/dates) when the guest chose a day, and its price choices
 * (POST .../item/{itemId}/pricing) when the guest made any. The host voids a quote whose lines
 * or dates changed.
 */
const choicesKept = async (
  deps: PlaceServiceDeps,
  { itineraryId, itemId }: PlacedService,
  request: PlaceServiceRequest,
): Promise<E.Either<AppError, void>> => {
  const { itemStartDate, itemEndDate } = request.dates;
  if (itemStartDate) {
    const dated = await deps.items.changeItemDates(itineraryId, itemId, {
      startDate: itemStartDate,
      endDate: itemEndDate ?? itemStartDate,
    });
    if (E.isLeft(dated)) return dated;
  }
  if (request.pricing && request.pricing.length > 0) {
    const priced = await deps.items.saveItemPricing(itineraryId, itemId, { pricing: request.pricing });
    if (E.isLeft(priced)) return priced;
  }
  return E.right(undefined);
};

/**
 * Puts a service on a trip as an item (docs/product/flows.md#service-booking): the trip it
 * joins (the page's, else coveringTrip's or a new one named after the service), the item
 * added with the chosen dates (the trip widening to hold them), the guest's answers saved on
 * it. An item already placed takes the guest's current dates and price choices
 * (choicesKept) and has its answers saved again. A step that fails
 * ends it as the booking calls' failures do, answering what was already placed, so trying
 * again continues on the same item.
 */
export const placeService = async (
  deps: PlaceServiceDeps,
  request: PlaceServiceRequest,
  during: string,
): Promise<AddServiceToTripResult> => {
  let place = request.place;
  let widened: ItinerarySummary | null = null;
  if (!place) {
    const trip = await tripFor(deps, request);
    if (E.isLeft(trip)) return failed(deps, trip.left, during, null);
    place = { itineraryId: trip.right.objectId, itemId: null };
  }
  const { itineraryId } = place;
  if (place.itemId) {
    const { itemId } = place;
    const chosen = await choicesKept(deps, { itineraryId, itemId }, request);
    if (E.isLeft(chosen)) return failed(deps, chosen.left, during, place);
    if (request.answers.length > 0) {
      const saved = await deps.items.updateItemFieldValues(itineraryId, itemId, request.answers);
      if (E.isLeft(saved)) return failed(deps, saved.left, during, place);
    }
    return { outcome: E.right({ itineraryId, itemId }), place, widened };
  }
  const trip = await deps.itineraries.guestItinerary(itineraryId);
  if (E.isLeft(trip)) return failed(deps, trip.left, during, place);
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
  if (E.isLeft(added)) return failed(deps, added.left, during, place);
  const itemId = added.right.item.id;
  place = { itineraryId, itemId };
  if (added.right.datesWidened) widened = added.right.itinerary;
  if (request.answers.length > 0) {
    const saved = await submitItemFields(deps, {
      itineraryId,
      item: added.right.item as ItineraryItem,
      updates: request.answers,
    });
    if (E.isLeft(saved)) return failed(deps, saved.left, during, place, widened);
  }
  return { outcome: E.right({ itineraryId, itemId }), place, widened };
};

/**
 * Adds a service to a trip and stops there (docs/product/flows.md#service-booking): the item
 * waits on the trip as a draft (info once answered) until the guest requests, reserves or
 * saves it from the trip or the service's page.
 */
export const addServiceToTrip = (
  deps: PlaceServiceDeps,
  request: PlaceServiceRequest,
): Promise<AddServiceToTripResult> => placeService(deps, request, 'add-to-trip');
