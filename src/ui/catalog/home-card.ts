import type { ResultHome } from '../../core/catalog/index.js';
import { unmetTermLabels } from '../../core/catalog/index.js';
import {
  isInstantBooking,
  type Listing,
  listingDestinationName,
  listingNightlyFrom,
} from '../../core/listing/index.js';
import { type Cents, toCents } from '../../core/shared/index.js';

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
  /** The host's names of those terms, which decide whether the stay can be priced at all. */
  readonly unmetTerms: readonly string[];
  /** Only the home's map point is known yet: its card is on its way (a placeholder shows). */
  readonly pending: boolean;
}

export const toHomeCard = (listing: Listing): HomeCard => ({
  id: listing.objectId,
  name: listing.name?.trim() || 'Vacation home',
  destination: listingDestinationName(listing) ?? null,
  bedrooms: listing.bedrooms ?? null,
  bathrooms: listing.bathrooms ?? null,
  photo: listing.images?.find((url) => url.trim() !== '') ?? null,
  instantBooking: isInstantBooking(listing.bookingSetting),
  nightlyFrom: listingNightlyFrom(listing),
  place: listing.latLngLocation ?? null,
  misses: unmetTermLabels(listing.unmetTerms),
  unmetTerms: listing.unmetTerms ?? [],
  pending: false,
});

/** A result's card, or from its map point a placeholder with the place and price it already has. */
export const resultCardOf = ({ id, listing, point }: ResultHome): HomeCard => {
  if (listing) {
    const card = toHomeCard(listing);
    return card.place || !point ? card : { ...card, place: { lat: point.lat, lng: point.lng } };
  }
  return {
    id,
    name: 'Vacation home',
    destination: null,
    bedrooms: null,
    bathrooms: null,
    photo: null,
    instantBooking: false,
    nightlyFrom: point?.nightlyRate ? toCents(point.nightlyRate) : null,
    place: point ? { lat: point.lat, lng: point.lng } : null,
    misses: unmetTermLabels(point?.unmetTerms),
    unmetTerms: point?.unmetTerms ?? [],
    pending: true,
  };
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4 bedrooms · 3.5 baths", or whichever half is known. */
export const roomsLine = (card: Pick<HomeCard, 'bedrooms' | 'bathrooms'>): string =>
  [
    card.bedrooms === null ? null : plural(card.bedrooms, 'bedroom', 'bedrooms'),
    card.bathrooms === null ? null : plural(card.bathrooms, 'bath', 'baths'),
  ]
    .filter(Boolean)
    .join(' · ');
