import * as t from 'io-ts';
import { Count } from '../shared/index.js';

/**
 * One home a search found, as the map needs it: where it is, its 'from' rate and, for a
 * partial match, the terms it misses (which decide whether its stay can be priced).
 */
export interface SearchPoint {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  /** The nightly base rate in dollars, null when it is no positive amount. */
  readonly nightlyRate: number | null;
  readonly exact: boolean;
  readonly unmetTerms: readonly string[];
}

/**
 * Every home a search found, best first, as the host sends it beside the first screen's cards
 * (docs/host/performance.md#the-first-screen-answer): parallel arrays, the first `exact` of
 * them exact matches, one `unmetTerms` entry for each after those.
 */
const SearchPointsWire = t.type(
  {
    exact: Count,
    ids: t.array(t.string),
    lat: t.array(t.number),
    lng: t.array(t.number),
    nightlyRate: t.array(t.number),
    unmetTerms: t.array(t.array(t.string)),
  },
  'SearchPoints',
);
type SearchPointsWire = t.TypeOf<typeof SearchPointsWire>;

const pointsOf = (wire: SearchPointsWire): SearchPoint[] | string => {
  const { exact, ids, lat, lng, nightlyRate, unmetTerms } = wire;
  const n = ids.length;
  if (lat.length !== n || lng.length !== n || nightlyRate.length !== n) return 'arrays of one length';
  if (exact > n || unmetTerms.length !== n - exact) return 'one unmetTerms entry per partial match';
  return ids.map((id, i) => {
    const rate = nightlyRate[i] ?? 0;
    return {
      id,
      lat: lat[i] ?? 0,
      lng: lng[i] ?? 0,
      nightlyRate: Number.isFinite(rate) && rate > 0 ? rate : null,
      exact: i < exact,
      unmetTerms: i < exact ? [] : (unmetTerms[i - exact] ?? []),
    };
  });
};

/** The parallel arrays decoded as one point per home, checked to line up. */
export const SearchPoints = new t.Type<readonly SearchPoint[], SearchPointsWire, unknown>(
  'SearchPoints',
  (u): u is readonly SearchPoint[] => Array.isArray(u),
  (u, c) => {
    const wire = SearchPointsWire.validate(u, c);
    if (wire._tag === 'Left') return wire;
    const points = pointsOf(wire.right);
    return typeof points === 'string' ? t.failure(u, c, `SearchPoints: ${points}`) : t.success(points);
  },
  (points) => {
    const exact = points.filter((point) => point.exact).length;
    return {
      exact,
      ids: points.map((point) => point.id),
      lat: points.map((point) => point.lat),
      lng: points.map((point) => point.lng),
      nightlyRate: points.map((point) => point.nightlyRate ?? 0),
      unmetTerms: points.slice(exact).map((point) => [...point.unmetTerms]),
    };
  },
);
