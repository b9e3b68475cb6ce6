// Apart from the stay's rules so the home search's first download takes only these limits.

/** The four counts of a stay's party, as the host takes them (docs/product/calls.md#listing-item-calls). */
export interface GuestCounts {
  readonly adultCount: number;
  readonly childCount: number;
  readonly infantCount: number;
  readonly petCount: number;
}

export type GuestKind = keyof GuestCounts;

export const GUEST_KINDS: readonly GuestKind[] = ['adultCount', 'childCount', 'infantCount', 'petCount'];

/**
 * Most of each kind of guest a party may hold (the most each stepper offers): the host refuses
 * more on every route that takes a party (server/catalog/party-limits.ts).
 */
export const GUEST_LIMITS: Readonly<Record<GuestKind, number>> = {
  adultCount: 30,
  childCount: 20,
  infantCount: 10,
  petCount: 10,
};

/** Fewest of each kind: a stay needs an adult, as the host says when it has none. */
export const GUEST_MINIMUMS: Readonly<Record<GuestKind, number>> = {
  adultCount: 1,
  childCount: 0,
  infantCount: 0,
  petCount: 0,
};
