import { formatDate, guestsWords, timeSlotLabel } from '../../core/formatting/index.js';
import type { ItineraryItem, ItineraryItemRef, ListingItem } from '../../core/itinerary/index.js';
import {
  canChangeStay,
  canGuestDelete,
  canReserveFromTrip,
  compareStatus,
  homeBookable,
  type ItemStatus,
  type ItemStepFacts,
  statusLabel,
  type TripItemStep,
  tripItemSteps,
} from '../../core/itinerary/index.js';
import { listingDestinationName } from '../../core/listing/index.js';
import { type ItemPriceView, listingItemPrice, serviceItemPrice } from './item-price.js';

/** What one row of the itinerary tab shows, whether a home or a service. */
interface RowBase {
  readonly id: string;
  readonly name: string;
  readonly status: ItemStatus;
  /**
   * The status's label (docs/product/flows.md#item-statuses); undefined for draft and info,
   * which show nothing.
   */
  readonly statusLabel: string | undefined;
  readonly price: ItemPriceView | undefined;
  /**
   * A booked item is paid for; anything else its owner may remove
   * (docs/host/decisions.md#status-moves).
   */
  readonly deletable: boolean;
  readonly image: string | undefined;
  /**
   * The booking steps its status allows (docs/product/flows.md#finishing-from-the-trip); a
   * quoted home's reserve at the quote is its own Reserve (`reservable`), which asks for the terms.
   */
  readonly steps: readonly TripItemStep[];
}

export interface HomeRow extends RowBase {
  readonly kind: 'home';
  readonly destination: string | undefined;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly guests: string;
  /**
   * Its owner may change its dates and guests: not once approved or booked (the concierge's
   * then, docs/host/decisions.md#homes-by-booking-setting), nor once canceled.
   */
  readonly stayChangeable: boolean;
  /** Quoted: its owner may reserve it from the trip. */
  readonly reservable: boolean;
}

export interface ServiceRow extends RowBase {
  readonly kind: 'service';
  /** The date, time slot or range chosen, or that none is chosen yet. */
  readonly when: string;
  readonly tagline: string | undefined;
}

export type ItemRow = HomeRow | ServiceRow;

export const DATE_NOT_CHOSEN = 'Date not chosen yet';

/** '2 adults, 1 child, 1 pet'; counts of 0 are left out. */
export const guestsLine = (item: ListingItem): string => guestsWords(item) || 'Guests not chosen yet';

/**
 * When a service happens, in its own time zone and the formats of
 * docs/product/constants.md#date-and-label-formats: a range, a day, a day and the chosen time
 * slot, or a day with its time.
 */
export const serviceWhen = (item: ItineraryItem): string => {
  if (!item.startDate || item.isDateSelected === false) return DATE_NOT_CHOSEN;
  const zone = item.timeZoneName;
  switch (item.dateFieldType) {
    case 'Date Range': {
      const end = formatDate(item.endDate, 'longDateUnpadded', zone);
      const start = formatDate(item.startDate, 'longDateUnpadded', zone);
      return end && end !== start ? `${start} – ${end}` : start;
    }
    case 'Date Only':
      return formatDate(item.startDate, 'longDateUnpadded', zone);
    default: {
      if (!item.selectedTimeSlot) return formatDate(item.startDate, 'longDateTime', zone);
      const slot = timeSlotLabel(item.selectedTimeSlot, zone);
      const day = formatDate(item.startDate, 'longDate', zone);
      return slot ? `${day}, ${slot}` : day;
    }
  }
};

/**
 * What a service's steps depend on besides its status (docs/product/flows.md#finishing-from-the-trip):
 * reserved without a quote only when guests may book it and a price is chosen where it has
 * prices to choose from (the panel asks for one too), and its date is chosen.
 */
export const serviceStepFacts = (item: ItineraryItem): ItemStepFacts => ({
  kind: 'service',
  status: item.status,
  bookable:
    item.serviceIsBookable !== false &&
    ((item.pricing?.itemPrice?.length ?? 0) > 0 || !item.servicePricingConfig?.configuration?.length),
  dateChosen: Boolean(item.startDate) && item.isDateSelected !== false,
});

/** A home's: reserved without a quote by an instant booking setting, its stay's days chosen. */
export const homeStepFacts = (item: ListingItem): ItemStepFacts => ({
  kind: 'home',
  status: item.status,
  bookable: homeBookable(item.listing?.bookingSetting),
  dateChosen: Boolean((item.checkInDate ?? item.startDate) && (item.checkOutDate ?? item.endDate)),
});

export const serviceRow = (item: ItineraryItem): ServiceRow => ({
  kind: 'service',
  id: item.id,
  name: item.name || 'Service',
  status: item.status,
  statusLabel: statusLabel(item.status),
  price: serviceItemPrice(item),
  deletable: canGuestDelete(item.status),
  image: item.backgroundImageUrl || item.images?.[0] || undefined,
  when: serviceWhen(item),
  tagline: item.tagline || undefined,
  steps: tripItemSteps(serviceStepFacts(item)),
});

export const homeRow = (item: ListingItem): HomeRow => ({
  kind: 'home',
  id: item.objectId,
  name: item.listing?.name || 'Your home',
  status: item.status,
  statusLabel: statusLabel(item.status),
  price: listingItemPrice(item),
  deletable: canGuestDelete(item.status),
  image: item.listing?.images?.[0],
  destination: item.listing ? listingDestinationName(item.listing) : undefined,
  checkIn: formatDate(item.checkInDate ?? item.startDate, 'longDateUnpadded') || DATE_NOT_CHOSEN,
  checkOut: formatDate(item.checkOutDate ?? item.endDate, 'longDateUnpadded') || DATE_NOT_CHOSEN,
  guests: guestsLine(item),
  stayChangeable: canChangeStay(item.status),
  reservable: canReserveFromTrip(item.status),
  steps: tripItemSteps(homeStepFacts(item)).filter((step) => step !== 'pay-quote'),
});

interface Scheduled {
  readonly startDate?: string | null;
  readonly isDateSelected?: boolean | null;
  readonly status: ItemStatus;
}

// What has no date yet comes last: Infinity - Infinity is NaN, which leaves it to the status.
const whenOf = (item: Scheduled): number =>
  item.startDate && item.isDateSelected !== false ? Date.parse(item.startDate) : Number.POSITIVE_INFINITY;

/**
 * The order of an itinerary: by when things happen, what has no date yet last; items of one
 * moment from least to most settled (the status order of
 * docs/product/flows.md#item-statuses).
 */
export const itineraryOrder = <T extends Scheduled>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => whenOf(a) - whenOf(b) || compareStatus(a.status, b.status));

/**
 * The address of an item's details (docs/product/routes.md#route-table): a service's under
 * items/, a home's under listing-items/.
 */
export const itemDetailsPath = (itineraryId: string, row: Pick<ItemRow, 'kind' | 'id'>): string =>
  `/itineraries/${encodeURIComponent(itineraryId)}/${row.kind === 'home' ? 'listing-items' : 'items'}/${encodeURIComponent(row.id)}`;

/** The item a row stands for, as the core's item operations name it. */
export const refOf = (row: Pick<ItemRow, 'kind' | 'id'>): ItineraryItemRef => ({
  itemType: row.kind === 'home' ? 'ItineraryListingItem' : 'ItineraryItem',
  id: row.id,
});
