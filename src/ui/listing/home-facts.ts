import type { ListingDetails } from '../../core/listing/index.js';
import { isInstantBooking } from '../../core/listing/index.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The home at a glance: rooms, how many it sleeps, the shortest stay; only what the host sent. */
export const homeFacts = (home: ListingDetails): string[] =>
  [
    typeof home.bedrooms === 'number' ? plural(home.bedrooms, 'bedroom', 'bedrooms') : null,
    typeof home.bathrooms === 'number' ? plural(home.bathrooms, 'bathroom', 'bathrooms') : null,
    typeof home.maxGuests === 'number' && home.maxGuests > 0 ? `Sleeps ${home.maxGuests}` : null,
    typeof home.minimumStay === 'number' && home.minimumStay > 1 ? `${home.minimumStay}-night minimum` : null,
  ].filter((fact): fact is string => fact !== null);

/**
 * The house rules the home search filters on (Property Rules,
 * docs/product/routes.md#home-search), when the host says.
 */
export const houseRules = (home: ListingDetails): string[] =>
  [
    home.petsAllowed === true ? 'Pets allowed' : home.petsAllowed === false ? 'No pets' : null,
    home.eventsAllowed === true ? 'Events allowed' : home.eventsAllowed === false ? 'No events' : null,
  ].filter((rule): rule is string => rule !== null);

/**
 * Whether the home books at once: by its booking setting
 * (docs/product/entities.md#booking-settings), as its card says; else the host's flag.
 */
export const booksInstantly = (home: ListingDetails): boolean =>
  home.bookingSetting ? isInstantBooking(home.bookingSetting) : home.isInstantBooking === true;

/** The photos worth showing: the host's list without blanks or repeats. */
export const homePhotos = (home: ListingDetails): string[] => [
  ...new Set((home.images ?? []).map((url) => url.trim()).filter((url) => url !== '')),
];
