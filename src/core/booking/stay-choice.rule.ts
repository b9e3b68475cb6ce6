import type { UrlSearchTerms } from '../catalog/index.js';
import { stayDatesOf } from '../catalog/index.js';
import type { InstantPricingQuery } from '../listing/index.js';
import { GUEST_LIMITS, GUEST_MINIMUMS, type GuestCounts, type GuestKind } from '../listing/index.js';
import { stayNights } from '../pricing/index.js';

/** A stay as the booking panel holds it: either day may be missing while the guest chooses. */
export interface StayChoice {
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly party: GuestCounts;
}

/** What of a home limits the party (docs/host/decisions.md#homes-availability-and-prices). */
export interface HomeLimits {
  readonly maxGuests?: number | null;
  readonly petsAllowed?: boolean | null;
  readonly minimumStay?: number | null;
}

/** A stay always has an adult: the host prices at least one (stayPricingQueryOf). */
const MIN_ADULTS = GUEST_MINIMUMS.adultCount;

/**
 * The stay the address describes (docs/product/constants.md#preserved-url-parameters:
 * listing_* parameters), else the trip's dates when the home was opened from a trip (the
 * trip already says when the guest travels), else none. The party comes from the address;
 * one adult when it names none.
 */
export const stayFromAddress = (
  terms: UrlSearchTerms,
  tripDates: { readonly startDate: string; readonly endDate: string } | null,
): StayChoice => {
  const dates = stayDatesOf(terms) ?? tripDates;
  return {
    startDate: dates?.startDate ?? null,
    endDate: dates?.endDate ?? null,
    party: {
      adultCount: Math.max(MIN_ADULTS, terms.adultCount ?? MIN_ADULTS),
      childCount: terms.childCount ?? 0,
      infantCount: terms.infantCount ?? 0,
      petCount: terms.petCount ?? 0,
    },
  };
};

/** The stay written back to the address: only what the guest chose. */
export const stayAsTerms = (stay: StayChoice): UrlSearchTerms => ({
  ...(stay.startDate && stay.endDate ? { startDate: stay.startDate, endDate: stay.endDate } : {}),
  adultCount: stay.party.adultCount,
  ...(stay.party.childCount > 0 ? { childCount: stay.party.childCount } : {}),
  ...(stay.party.infantCount > 0 ? { infantCount: stay.party.infantCount } : {}),
  ...(stay.party.petCount > 0 ? { petCount: stay.party.petCount } : {}),
});

// Without a stated capacity, the counters stop where every guest counter of the app does.
const maxGuestsOf = (home: HomeLimits): number =>
  home.maxGuests && home.maxGuests > 0 ? home.maxGuests : GUEST_LIMITS.adultCount;

/**
 * The range each counter allows (docs/host/decisions.md#homes-availability-and-prices: adults
 * plus children up to the home's capacity, infants do not count, pets only where allowed).
 */
export const partyBounds = (
  home: HomeLimits,
  party: GuestCounts,
): Readonly<Record<GuestKind, { readonly min: number; readonly max: number }>> => {
  const guests = maxGuestsOf(home);
  return {
    adultCount: {
      min: MIN_ADULTS,
      max: Math.min(GUEST_LIMITS.adultCount, Math.max(MIN_ADULTS, guests - party.childCount)),
    },
    childCount: { min: 0, max: Math.min(GUEST_LIMITS.childCount, Math.max(0, guests - party.adultCount)) },
    infantCount: { min: 0, max: GUEST_LIMITS.infantCount },
    petCount: { min: 0, max: home.petsAllowed ? GUEST_LIMITS.petCount : 0 },
  };
};

/**
 * Why this stay cannot be priced or booked as chosen, in words the guest can act on, or null
 * when it can. The host checks the same and has the last word (its 400 message); saying it
 * here spares a round trip and keeps the panel's actions honest.
 */
export const stayProblem = (home: HomeLimits, stay: StayChoice, today?: string): string | null => {
  if (!stay.startDate || !stay.endDate) return 'Choose your check-in and check-out dates.';
  if (today && stay.startDate < today) return 'The check-in date has passed. Please choose new dates.';
  const nights = stayNights({ startDate: stay.startDate, endDate: stay.endDate });
  if (nights < 1) return 'Check-out must be after check-in.';
  if (home.minimumStay && nights < home.minimumStay)
    return `This home has a minimum stay of ${home.minimumStay} nights.`;
  const guests = stay.party.adultCount + stay.party.childCount;
  if (guests > maxGuestsOf(home)) return `This home sleeps up to ${maxGuestsOf(home)} guests.`;
  if (stay.party.petCount > 0 && !home.petsAllowed) return 'Pets are not allowed in this home.';
  return null;
};

/** The instant-pricing query of a complete stay, or null while a day is missing. */
export const stayQuery = (stay: StayChoice): InstantPricingQuery | null =>
  stay.startDate && stay.endDate && stay.endDate > stay.startDate
    ? { startDate: stay.startDate, endDate: stay.endDate, ...stay.party }
    : null;
