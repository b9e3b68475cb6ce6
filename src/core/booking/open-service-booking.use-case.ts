import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ItineraryGateway, ItinerarySummary } from '../itinerary/index.js';
import type { AvailabilityCalendar, GroceryItem, Service, ServiceGateway } from '../service/index.js';

export interface OpenServiceBookingDeps {
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary'>;
  readonly services: Pick<ServiceGateway, 'availabilityCalendar' | 'groceryItems'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** What a service's panel needs beside the service: the trip it opened from, the calendar, the groceries. */
export interface ServiceBookingSurroundings {
  readonly trip: ItinerarySummary | null;
  readonly calendar: AvailabilityCalendar;
  readonly groceries: readonly GroceryItem[];
}

export const NO_CALENDAR: AvailabilityCalendar = { events: [] };

/**
 * Loads what a service's booking panel shows around the service
 * (docs/product/flows.md#service-booking): the trip it opened from, the service's calendar, and
 * the grocery items when one of its fields is a grocery list. A calendar or grocery list that
 * cannot load is reported and the panel goes on without it; a trip that cannot is left out.
 */
export const openServiceBooking = async (
  deps: OpenServiceBookingDeps,
  service: Pick<Service, 'id' | 'fields'>,
  itineraryId: string | null,
): Promise<ServiceBookingSurroundings> => {
  const needsGroceries = service.fields.some((field) => field.type === 'groceryList');
  const [trip, calendar, groceries] = await Promise.all([
    itineraryId ? deps.itineraries.guestItinerary(itineraryId) : Promise.resolve(null),
    deps.services.availabilityCalendar(service.id),
    needsGroceries ? deps.services.groceryItems() : Promise.resolve(E.right([] as readonly GroceryItem[])),
  ]);
  if (E.isLeft(calendar)) deps.errors.report(calendar.left, { during: 'loading a service’s calendar' });
  if (E.isLeft(groceries)) deps.errors.report(groceries.left, { during: 'loading grocery items' });
  return {
    trip: trip && E.isRight(trip) ? trip.right : null,
    calendar: E.isRight(calendar) ? calendar.right : NO_CALENDAR,
    groceries: E.isRight(groceries) ? groceries.right : [],
  };
};
