/**
 * The trip whose user interests the collage shows: its market, dates and guests
 * (docs/product/calls.md#services-and-misc).
 */
export interface UserInterestSearch {
  readonly market: string;
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly adultCount?: number | null;
  readonly childCount?: number | null;
  readonly infantCount?: number | null;
}
