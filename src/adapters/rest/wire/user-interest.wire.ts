import * as t from 'io-ts';
import type { UserInterestSearch } from '../../../core/interest/index.js';
import { UserInterest } from '../../../core/interest/index.js';

/**
 * GET /api/userInterest/ answers a list of name and questionnaireImage
 * (docs/product/calls.md#services-and-misc).
 */
export const UserInterestList = t.array(UserInterest, 'UserInterestList');
export type UserInterestList = t.TypeOf<typeof UserInterestList>;

export type GuestAge = 'adults' | 'children' | 'infants';

/** The query of GET /api/userInterest/; guestAges is sent as repeated parameters. */
export interface UserInterestQuery {
  readonly market: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly guestAges: readonly GuestAge[];
}

/**
 * guestAges names adults, children and infants, each only when its count is above 0, in that
 * order (docs/product/calls.md#services-and-misc); the trip's market and dates go as they
 * are.
 */
export const userInterestQuery = (search: UserInterestSearch): UserInterestQuery => ({
  market: search.market,
  startDate: search.startDate ?? null,
  endDate: search.endDate ?? null,
  guestAges: (
    [
      ['adults', search.adultCount],
      ['children', search.childCount],
      ['infants', search.infantCount],
    ] as const
  )
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([age]) => age),
});
