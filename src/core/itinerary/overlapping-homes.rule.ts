import { type ItemStatus, statusRank } from './item-status.rule.js';

/** A home on the trip as the overlap rule reads it. */
export interface StayOnTrip {
  readonly id: string;
  readonly name: string;
  readonly status: ItemStatus;
  /** 'YYYY-MM-DD...' check-in and check-out, or null while not chosen. */
  readonly checkIn: string | null;
  readonly checkOut: string | null;
}

/** What the trip says of a home whose nights meet another home's. */
export interface HomeOverlap {
  /** The home meant to stay of those that overlap: this one, or another. */
  readonly keeperId: string;
  readonly keeperName: string;
  /** The other homes whose nights meet this one's. */
  readonly others: readonly string[];
}

/** Statuses that hold no stay any more: they overlap nothing. */
const GONE: readonly ItemStatus[] = ['canceled', 'not_available'];

const day = (iso: string | null): string | null => (iso ? iso.slice(0, 10) : null);

/** Two stays share a night: one starts before the other ends (a check-out day is free). */
const nightsMeet = (a: StayOnTrip, b: StayOnTrip): boolean => {
  const [aIn, aOut, bIn, bOut] = [day(a.checkIn), day(a.checkOut), day(b.checkIn), day(b.checkOut)];
  if (!aIn || !aOut || !bIn || !bOut) return false;
  return aIn < bOut && bIn < aOut;
};

/**
 * Homes on one trip whose nights overlap (docs/product/flows.md#overlapping-homes): a trip
 * holds one stay a night, so each home sharing a night with another is flagged, with the home
 * meant to stay among those it overlaps: the most settled (booked before approved before
 * quoted ...), and of equal standing the one listed first (the earliest added). Homes without
 * dates, canceled or not available overlap nothing. Answers the flags by home id.
 */
export const overlappingHomes = (homes: readonly StayOnTrip[]): ReadonlyMap<string, HomeOverlap> => {
  const live = homes.filter((home) => !GONE.includes(home.status));
  const flags = new Map<string, HomeOverlap>();
  for (const home of live) {
    const others = live.filter((other) => other.id !== home.id && nightsMeet(home, other));
    if (others.length === 0) continue;
    const group = live.filter((candidate) => candidate === home || others.includes(candidate));
    const keeper = group.reduce((best, candidate) =>
      statusRank(candidate.status) > statusRank(best.status) ? candidate : best,
    );
    flags.set(home.id, {
      keeperId: keeper.id,
      keeperName: keeper.name,
      others: others.map((other) => other.id),
    });
  }
  return flags;
};

/** The flag's words beside a home (docs/product/flows.md#overlapping-homes). */
export const overlapWords = (homeId: string, overlap: HomeOverlap, names: (id: string) => string): string => {
  const others = overlap.others.map(names).join(', ');
  return overlap.keeperId === homeId
    ? `Same nights as ${others}. This is the home meant to stay; remove the other or change its dates.`
    : `Same nights as ${others}. ${overlap.keeperName} is the home meant to stay; remove this one or change its dates.`;
};
