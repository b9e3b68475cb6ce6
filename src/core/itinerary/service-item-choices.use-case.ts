import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ItemPriceEntry } from '../pricing/index.js';
import type { AvailabilityCalendar, Service, ServiceGateway } from '../service/index.js';
import { itemDatesOf, type ServiceWhen, serviceDetailBody, whenFromItemDates } from '../service/index.js';
import { type AppError, appError } from '../shared/index.js';
import type { Itinerary } from './itinerary.entity.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ItineraryItemGateway } from './itinerary-item-gateway.port.js';
import type { ListingItem } from './listing-item.entity.js';
import { type LoadTripContentsDeps, loadTripContents } from './load-trip-contents.use-case.js';

export interface OpenServiceItemChoicesDeps {
  readonly services: Pick<ServiceGateway, 'serviceDetail' | 'availabilityCalendar'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface SaveServiceItemChoicesDeps extends LoadTripContentsDeps {
  readonly items: Pick<ItineraryItemGateway, 'changeItemDates' | 'saveItemPricing'>;
}

/** What the item's choices are made from: its service's dates and prices, its calendar, and what it holds now. */
export interface ServiceItemChoices {
  readonly service: Service;
  readonly calendar: AvailabilityCalendar;
  readonly when: ServiceWhen;
  readonly entry: ItemPriceEntry | null;
}

const NO_CALENDAR: AvailabilityCalendar = { events: [] };

/** The item's own price line: the first the host stored, if any. */
export const itemPriceEntry = (item: ItineraryItem): ItemPriceEntry | null =>
  item.pricing?.itemPrice[0] ?? null;

/**
 * Opens a service item's dates and price choice for change on its details
 * (docs/product/flows.md#changing-a-service-item): the service as priced for the trip (its date
 * field type, zone, lead time and prices), its availability calendar (one that cannot load is
 * reported and the host still checks the days), and the item's when and price line as they are.
 */
export const openServiceItemChoices = async (
  deps: OpenServiceItemChoicesDeps,
  request: {
    readonly itineraryId: string;
    readonly item: ItineraryItem;
    readonly leadId: string | null;
    readonly productLine: string | null;
  },
): Promise<E.Either<AppError, ServiceItemChoices>> => {
  const { item } = request;
  const serviceId = item.serviceId;
  if (!serviceId) return E.left(appError('not-found', 'This item no longer has its service.'));
  const [service, calendar] = await Promise.all([
    deps.services.serviceDetail(serviceId, serviceDetailBody(request)),
    deps.services.availabilityCalendar(serviceId),
  ]);
  if (E.isLeft(service)) return service;
  if (E.isLeft(calendar)) deps.errors.report(calendar.left, { during: 'loading a service’s calendar' });
  const when = whenFromItemDates(service.right, {
    itemStartDate: item.startDate ?? null,
    itemEndDate: item.endDate ?? null,
    // An item placed without its slot (by a script, or before slots were kept) is at its slot's time.
    slot:
      item.selectedTimeSlot ??
      (item.startDate ? { start: item.startDate, end: item.endDate ?? item.startDate } : null),
  });
  return E.right({
    service: service.right,
    calendar: E.isRight(calendar) ? calendar.right : NO_CALENDAR,
    when,
    entry: itemPriceEntry(item),
  });
};

const sameInstant = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

const entryKey = (entry: Partial<ItemPriceEntry> | null | undefined): string =>
  entry
    ? [entry.pricingHeaderId, entry.pricingOptionId, entry.pricingConfigId, entry.quantity ?? null].join('|')
    : '';

/** What the guest changed: the dates to send, the price line to send, or null for each unchanged. */
export const serviceItemChanges = (
  item: ItineraryItem,
  service: Service,
  when: ServiceWhen,
  entry: ItemPriceEntry | null,
): {
  readonly dates: { startDate: string; endDate: string } | null;
  readonly pricing: ItemPriceEntry | null;
} => {
  const { itemStartDate, itemEndDate } = itemDatesOf(service, when);
  const startDate = itemStartDate ?? null;
  const endDate = itemEndDate ?? startDate;
  const datesMoved =
    startDate !== null &&
    endDate !== null &&
    !(sameInstant(startDate, item.startDate) && sameInstant(endDate, item.endDate ?? item.startDate));
  const priceMoved = entry !== null && entryKey(entry) !== entryKey(itemPriceEntry(item));
  return {
    dates: datesMoved && startDate && endDate ? { startDate, endDate } : null,
    pricing: priceMoved ? entry : null,
  };
};

/** The trip as the host holds it after a change: the item's dates, price line and status (a quote voided). */
export type TripContents = readonly [Itinerary, readonly ItineraryItem[], readonly ListingItem[]];

export type ServiceItemChoicesSaved =
  | { readonly status: 'unchanged' }
  /** What the host refused, in its words; contents when a part before it was kept (the dates). */
  | { readonly status: 'refused'; readonly message: string; readonly contents: TripContents | null }
  /** Saved; contents null when the trip could not be read back (the page loads it again). */
  | { readonly status: 'saved'; readonly contents: TripContents | null };

/** The host's reason when it gave one, else ours. */
const refusal = (error: AppError): string => error.hostMessage ?? error.message;

const readBack = async (deps: SaveServiceItemChoicesDeps, itineraryId: string) => {
  const loaded = await loadTripContents(deps, itineraryId);
  return E.isRight(loaded) ? loaded.right : null;
};

/**
 * Saves the dates and price choice the owner changed on a service item's details
 * (docs/product/flows.md#changing-a-service-item): the dates first
 * (POST .../item/{itemId}/dates), then the price line (POST .../item/{itemId}/pricing), only
 * what moved; then the trip is read back, since the host may widen the trip's dates to hold the
 * item and voids a quote whose lines or dates changed. A refusal is the host's words.
 */
export const saveServiceItemChoices = async (
  deps: SaveServiceItemChoicesDeps,
  request: {
    readonly itineraryId: string;
    readonly item: ItineraryItem;
    readonly service: Service;
    readonly when: ServiceWhen;
    readonly entry: ItemPriceEntry | null;
  },
): Promise<ServiceItemChoicesSaved> => {
  const { itineraryId, item } = request;
  const changes = serviceItemChanges(item, request.service, request.when, request.entry);
  if (!changes.dates && !changes.pricing) return { status: 'unchanged' };
  if (changes.dates) {
    const dated = await deps.items.changeItemDates(itineraryId, item.id, changes.dates);
    if (E.isLeft(dated)) return { status: 'refused', message: refusal(dated.left), contents: null };
  }
  if (changes.pricing) {
    const priced = await deps.items.saveItemPricing(itineraryId, item.id, { pricing: [changes.pricing] });
    if (E.isLeft(priced)) {
      const contents = changes.dates ? await readBack(deps, itineraryId) : null;
      return { status: 'refused', message: refusal(priced.left), contents };
    }
  }
  return { status: 'saved', contents: await readBack(deps, itineraryId) };
};
