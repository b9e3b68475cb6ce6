import { type Cents, sumCents } from '../shared/index.js';
import {
  listingPriceParts,
  type PriceParts,
  serviceItemPlusCost,
  servicePriceParts,
} from './item-price-parts.rule.js';
import { canonicalItemStatus, type StoredItemStatus } from './item-status.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ListingItem } from './listing-item.entity.js';

/** Where an item stands on the trip, and its price with it (docs/product/flows.md#trip-total). */
export const TRIP_TOTAL_SHARES = ['booked', 'pending', 'saved'] as const;
export type TripTotalShare = (typeof TRIP_TOTAL_SHARES)[number];

/**
 * Booked is done; pending waits on an answer (a price requested, a quote for the guest to
 * take, a reservation for the concierge to confirm); saved is on the trip with nothing asked
 * yet (draft, info, saved for later). Canceled and unavailable items cost nothing and are
 * left out.
 */
export const tripTotalShare = (status: StoredItemStatus): TripTotalShare | null => {
  switch (canonicalItemStatus(status)) {
    case 'booked':
      return 'booked';
    case 'in_progress':
    case 'quoted':
    case 'approved':
      return 'pending';
    case 'canceled':
    case 'not_available':
      return null;
    default:
      return 'saved';
  }
};

/** The trip's price: its lines add up to `total`, and so do its shares. */
export interface TripTotal {
  readonly homes: Cents;
  readonly services: Cents;
  readonly fees: Cents;
  readonly taxes: Cents;
  readonly discounts: Cents;
  readonly deposit: Cents;
  readonly total: Cents;
  /** How many items the total counts: none means the trip has no price yet, not a price of $0. */
  readonly priced: number;
  readonly shares: Readonly<Record<TripTotalShare, Cents>>;
  /** How many items stand in each share, priced or not. */
  readonly counts: Readonly<Record<TripTotalShare, number>>;
  /** Counted items that have no price yet, by name: they are not counted as 0. */
  readonly unpriced: readonly string[];
  /** Counted items whose price leaves a cost open ('+ groceries'), as 'name (label)'. */
  readonly openCosts: readonly string[];
}

interface Candidate {
  readonly kind: 'home' | 'service';
  readonly name: string;
  readonly share: TripTotalShare | null;
  readonly parts: PriceParts | null;
  readonly plusCost: string | undefined;
}

type Counted = Candidate & { readonly share: TripTotalShare };

const sumOf = (items: readonly { parts: PriceParts }[], part: keyof PriceParts): Cents =>
  sumCents(items.map((item) => item.parts[part]));

/**
 * The whole trip's price (docs/product/flows.md#trip-total): homes and services, their fees,
 * taxes, promo discounts and refundable deposits, each item's parts from the same rules as its
 * row, so the trip's total is the sum of the totals its rows show, to the cent. Split into
 * booked, pending and saved, with how many items each holds.
 */
export const tripTotal = (trip: {
  readonly services: readonly ItineraryItem[];
  readonly homes: readonly ListingItem[];
}): TripTotal => {
  const candidates: Candidate[] = [
    ...trip.homes.map((item) => ({
      kind: 'home' as const,
      name: item.listing?.name || 'Your home',
      share: tripTotalShare(item.status),
      parts: listingPriceParts(item),
      plusCost: undefined,
    })),
    ...trip.services.map((item) => ({
      kind: 'service' as const,
      name: item.name || 'Service',
      share: tripTotalShare(item.status),
      parts: servicePriceParts(item),
      plusCost: serviceItemPlusCost(item),
    })),
  ];
  const counted = candidates.filter((item): item is Counted => item.share !== null);
  const priced = counted.filter((item): item is Counted & { parts: PriceParts } => item.parts !== null);
  const shareOf = (share: TripTotalShare) =>
    sumOf(
      priced.filter((item) => item.share === share),
      'total',
    );
  return {
    homes: sumOf(
      priced.filter((item) => item.kind === 'home'),
      'base',
    ),
    services: sumOf(
      priced.filter((item) => item.kind === 'service'),
      'base',
    ),
    fees: sumOf(priced, 'fees'),
    taxes: sumOf(priced, 'taxes'),
    discounts: sumOf(priced, 'discounts'),
    deposit: sumOf(priced, 'deposit'),
    total: sumOf(priced, 'total'),
    priced: priced.length,
    shares: { booked: shareOf('booked'), pending: shareOf('pending'), saved: shareOf('saved') },
    counts: {
      booked: counted.filter((item) => item.share === 'booked').length,
      pending: counted.filter((item) => item.share === 'pending').length,
      saved: counted.filter((item) => item.share === 'saved').length,
    },
    unpriced: counted.filter((item) => item.parts === null).map((item) => item.name),
    openCosts: priced.flatMap((item) => (item.plusCost ? [`${item.name} (${item.plusCost})`] : [])),
  };
};
