import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { widenItineraryDates, widensItineraryDates } from './itinerary-dates-widen.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { AddServiceBody, ItineraryItemGateway } from './itinerary-item-gateway.port.js';
import { type ItinerarySummary, itineraryDates } from './itinerary-summary.entity.js';

export interface AddServiceItemDeps {
  readonly items: Pick<ItineraryItemGateway, 'addService'>;
}

export interface AddServiceItemRequest<T extends ItinerarySummary> {
  readonly itinerary: T;
  readonly serviceId: string;
  readonly body: AddServiceBody;
}

export interface AddedServiceItem<T extends ItinerarySummary> {
  readonly item: ItineraryItem;
  /** The itinerary, its dates widened to hold the new item when they did not. */
  readonly itinerary: T;
  readonly datesWidened: boolean;
}

/**
 * An item whose dates fall outside the itinerary widens the itinerary's dates
 * (itinerary-dates-widen.rule.ts), so the trip shown always spans everything on it
 * (docs/product/flows.md#itinerary-item-updates). The dates are taken from the created item,
 * as the host stored them. A failure is the gateway's, with the host's message
 * (docs/product/errors.md#item-operations).
 */
export const addServiceItem = async <T extends ItinerarySummary>(
  deps: AddServiceItemDeps,
  request: AddServiceItemRequest<T>,
): Promise<E.Either<AppError, AddedServiceItem<T>>> => {
  const created = await deps.items.addService(request.itinerary.objectId, request.serviceId, request.body);
  if (E.isLeft(created)) return created;
  const item = created.right;
  const { itinerary } = request;
  const dates = itineraryDates(itinerary);
  // An undated item widens nothing: the rule ignores a date it cannot read, '' included.
  // Stryker disable next-line StringLiteral: any other unreadable text widens nothing either
  const itemDates = { startDate: item.startDate ?? '', endDate: item.endDate };
  if (!widensItineraryDates(dates, itemDates)) return E.right({ item, itinerary, datesWidened: false });
  const widened = widenItineraryDates(dates, itemDates);
  return E.right({
    item,
    itinerary: {
      ...itinerary,
      // Widening fills both ends from a readable item date, so neither is null here. The
      // host's date object (its __type marker) is kept; only the instant changes.
      arrivalDate: { ...itinerary.arrivalDate, iso: widened.arrivalDate! },
      departureDate: { ...itinerary.departureDate, iso: widened.departureDate! },
    },
    datesWidened: true,
  });
};
