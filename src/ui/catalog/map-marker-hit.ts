import type { FeatureLike } from 'ol/Feature.js';
import type Point from 'ol/geom/Point.js';
import type OlMap from 'ol/Map.js';
import type VectorSource from 'ol/source/Vector.js';

// The markers' sizes as map-marker-styles.ts draws them, in CSS pixels.
/** A price label's text: 13px bold, about this wide a character, with 7px padding each side. */
const LABEL_CHAR_PX = 8;
const LABEL_PADDING_PX = 7;
const LABEL_HALF_HEIGHT_PX = 11;
/** A point's radius (the highlighted one is larger), with a few pixels' grace for a finger. */
const POINT_RADIUS_PX = 5;
const HIGHLIGHTED_POINT_RADIUS_PX = 9;
const POINT_GRACE_PX = 3;
/** As far from the pointer as the widest label's centre may be. */
const REACH_PX = 80;

const labelHalfWidth = (label: string): number => (label.length * LABEL_CHAR_PX) / 2 + LABEL_PADDING_PX;

/**
 * The marker under a pixel of the map: a price label whose box holds it, or a point within
 * reach; the highlighted marker (drawn on top) first, then the nearest. Worked out from the
 * markers' places and sizes rather than read back from the canvas (OpenLayers' pixel hit
 * detection reads the canvas over and over, which the browser warns about on every map).
 */
export const markerAtPixel = (
  map: OlMap,
  markers: VectorSource,
  pixel: readonly number[],
  labels: boolean,
): FeatureLike | null => {
  const resolution = map.getView().getResolution();
  const at = map.getCoordinateFromPixel([...pixel]);
  const [x = 0, y = 0] = pixel;
  if (!resolution || !at) return null;
  const [cx = 0, cy = 0] = at;
  const reach = REACH_PX * resolution;
  let best: FeatureLike | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const marker of markers.getFeaturesInExtent([cx - reach, cy - reach, cx + reach, cy + reach])) {
    const geometry = marker.getGeometry();
    if (geometry?.getType() !== 'Point') continue;
    const place = map.getPixelFromCoordinate((geometry as Point).getCoordinates());
    if (!place) continue;
    const dx = Math.abs((place[0] ?? 0) - x);
    const dy = Math.abs((place[1] ?? 0) - y);
    const highlighted = marker.get('highlighted') === 1;
    const inside = labels
      ? dx <= labelHalfWidth(String(marker.get('label') ?? '')) && dy <= LABEL_HALF_HEIGHT_PX
      : Math.hypot(dx, dy) <= (highlighted ? HIGHLIGHTED_POINT_RADIUS_PX : POINT_RADIUS_PX) + POINT_GRACE_PX;
    if (!inside) continue;
    const score = (highlighted ? 0 : 1e9) + dx * dx + dy * dy;
    if (score < bestScore) {
      best = marker;
      bestScore = score;
    }
  }
  return best;
};
