import * as t from 'io-ts';
import { Count, nullable, struct } from '../shared/index.js';
import { Listing } from './listing.entity.js';

/** A named feature of a home (Wi-Fi, hot tub, ...), as the home search's amenity filter names them. */
export const Amenity = t.type({ objectId: t.string, name: t.string }, 'Amenity');
export type Amenity = t.TypeOf<typeof Amenity>;

/**
 * A home as its own page shows it: the listing, plus what
 * only that page needs and the host sends there: the description, the amenities, how many
 * guests it sleeps, its house rules, its shortest stay and its market. All optional: a home without a
 * description still has a page.
 */
export const ListingDetails = struct('ListingDetails', Listing.required, {
  ...Listing.optional,
  description: nullable(t.string),
  amenities: nullable(t.array(Amenity)),
  maxGuests: nullable(Count),
  petsAllowed: nullable(t.boolean),
  eventsAllowed: nullable(t.boolean),
  isInstantBooking: nullable(t.boolean),
  minimumStay: nullable(Count),
  /** Wall times 'HH:MM' in the home's zone: when the stay begins and ends on its days. */
  checkInTime: nullable(t.string),
  checkOutTime: nullable(t.string),
  /** The market the home is in: the reservation overlay shows that market's interests. */
  market: nullable(t.type({ objectId: t.string })),
});
export type ListingDetails = t.TypeOf<typeof ListingDetails>;
