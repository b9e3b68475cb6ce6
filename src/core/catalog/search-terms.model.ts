/**
 * The search terms of SPEC 3 as the catalog rules read them. Declared here, structurally,
 * so these rules do not wait on (or break with) the io-ts entity codecs; the entity's type
 * is assignable to this one.
 */
export interface SearchTermsInput {
  readonly destination?: string | null;
  readonly categoryIds?: readonly string[] | null;
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly keywords?: string | null;
  readonly adultCount?: number | null;
  readonly childCount?: number | null;
  readonly infantCount?: number | null;
  readonly petCount?: number | null;
  readonly isInstantBooking?: boolean | null;
  readonly north?: number | null;
  readonly west?: number | null;
  readonly south?: number | null;
  readonly east?: number | null;
  readonly minRooms?: number | null;
  readonly minBathrooms?: number | null;
  readonly amenities?: readonly string[] | null;
  readonly petsAllowed?: boolean | null;
  readonly eventsAllowed?: boolean | null;
}
