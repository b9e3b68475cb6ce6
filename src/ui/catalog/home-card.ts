import { isInstantBooking } from '../../core/listing/booking-setting.rule.js';
import { type Listing, listingDestinationName } from '../../core/listing/listing.entity.js';
import { type Cents, toCents } from '../../core/shared/money.js';

/** What a home's card shows, read from a search result or a catalog group. */
export interface HomeCard {
  readonly id: string;
  readonly name: string;
  readonly destination: string | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  /** The first photo as the host gave it (sized copies are chosen by the card). */
  readonly photo: string | null;
  readonly instantBooking: boolean;
  /** The 'from' price: a night at the home's base rate, when the answer carries it. */
  readonly nightlyFrom: Cents | null;
  /** Where the home is, for the map. */
  readonly place: { readonly lat: number; readonly lng: number } | null;
  /** For a partial match, what it misses, in words; empty for an exact match or when the host does not say. */
  readonly misses: readonly string[];
}

/** The search terms a partial match may miss (the host's unmetTerms), as the guest reads them. */
const TERM_LABELS: Readonly<Record<string, string>> = {
  guests: 'Room for all guests',
  petsAllowed: 'Pets allowed',
  eventsAllowed: 'Events allowed',
  isInstantBooking: 'Instant booking',
  minRooms: 'Bedrooms',
  minBathrooms: 'Bathrooms',
  amenities: 'Amenities',
  categoryIds: 'Stay category',
  keywords: 'Keywords',
};

// The host adds a few fields beyond the Listing of SPEC 3 (the codec lets them through):
// the nightly rate in dollars and, on partial matches, the terms missed. They are read
// defensively: a home without them still shows, without a price or a reason.
const extra = (listing: Listing, key: string): unknown => (listing as Record<string, unknown>)[key];

const nightlyFromOf = (listing: Listing): Cents | null => {
  const rate = extra(listing, 'nightlyRate');
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? toCents(rate) : null;
};

const missesOf = (listing: Listing): string[] => {
  const unmet = extra(listing, 'unmetTerms');
  if (!Array.isArray(unmet)) return [];
  const labels = unmet
    .filter((term): term is string => typeof term === 'string')
    .map((term) => TERM_LABELS[term] ?? term);
  return [...new Set(labels)];
};

export const toHomeCard = (listing: Listing): HomeCard => ({
  id: listing.objectId,
  name: listing.name?.trim() || 'Vacation home',
  destination: listingDestinationName(listing) ?? null,
  bedrooms: listing.bedrooms ?? null,
  bathrooms: listing.bathrooms ?? null,
  photo: listing.images?.find((url) => url.trim() !== '') ?? null,
  instantBooking: isInstantBooking(listing.bookingSetting),
  nightlyFrom: nightlyFromOf(listing),
  place: listing.latLngLocation ?? null,
  misses: missesOf(listing),
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4 bedrooms · 3.5 baths", or whichever half is known. */
export const roomsLine = (card: Pick<HomeCard, 'bedrooms' | 'bathrooms'>): string =>
  [
    card.bedrooms === null ? null : plural(card.bedrooms, 'bedroom', 'bedrooms'),
    card.bathrooms === null ? null : plural(card.bathrooms, 'bath', 'baths'),
  ]
    .filter(Boolean)
    .join(' · ');
