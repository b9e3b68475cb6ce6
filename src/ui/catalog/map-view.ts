import type { MapBox } from './map-box.js';

// What the map panel makes of its view; apart from ./map-box.js, whose homes the search's
// view-model lists, so these load only with the map.

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
/** A longitude of a map panned round the world, brought back into -180..180. */
const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The box to search from the map's edges [west, south, east, north] in degrees. A view
 * wider than the world searches the whole band; a view across the date line keeps west
 * east of east, as the search terms allow.
 */
export const boxOfEdges = ([west, south, east, north]: readonly number[]): MapBox => {
  const wide = (east ?? 0) - (west ?? 0) >= 360;
  return {
    north: round(clamp(north ?? 0, 90)),
    south: round(clamp(south ?? 0, 90)),
    west: wide ? -180 : round(wrap(west ?? 0)),
    east: wide ? 180 : round(wrap(east ?? 0)),
  };
};

/**
 * Most homes in view that still get price markers. Text labels cost a canvas pass each and
 * declutter hides most of them anyway beyond a few hundred, so more homes than this show as
 * points (drawn by WebGL where the browser has it).
 */
export const PRICE_MARKER_LIMIT = 200;

export type MarkerKind = 'prices' | 'points';

export const markerKindFor = (homesInView: number): MarkerKind =>
  homesInView > PRICE_MARKER_LIMIT ? 'points' : 'prices';
