/**
 * SQL that prints dates the way the app's codecs read them, the same on PGlite and
 * PostgreSQL whatever the session's time zone: instants as UTC ISO strings with
 * milliseconds, days as YYYY-MM-DD.
 */
export const isoInstantSql = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const isoDaySql = (column: string): string => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * A trip's arrival or departure day as the backend's date object
 * (docs/product/entities.md#itinerary: arrivalDate {iso}).
 */
export const dayAsIsoObject = (day: string | null): { iso: string } | null =>
  day ? { iso: `${day}T00:00:00.000Z` } : null;
