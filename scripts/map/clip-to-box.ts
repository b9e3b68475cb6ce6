/** A point in degrees, [longitude, latitude]. */
export type Position = [number, number];
export type Ring = Position[];
export interface Box {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** A box's outline as a closed ring, counter-clockwise (GeoJSON's outer ring). */
export const ringOfBox = ({ west, south, east, north }: Box): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

// One edge of the box at a time: a point is kept when it is inside it; where the ring crosses
// it, the crossing is added (Sutherland–Hodgman; the box being convex, this is exact).
const EDGES: readonly ((box: Box) => {
  readonly inside: (p: Position) => boolean;
  readonly cross: (a: Position, b: Position) => Position;
})[] = [
  ({ west }) => ({
    inside: ([x]) => x >= west,
    cross: ([x1, y1], [x2, y2]) => [west, y1 + ((y2 - y1) * (west - x1)) / (x2 - x1)],
  }),
  ({ east }) => ({
    inside: ([x]) => x <= east,
    cross: ([x1, y1], [x2, y2]) => [east, y1 + ((y2 - y1) * (east - x1)) / (x2 - x1)],
  }),
  ({ south }) => ({
    inside: ([, y]) => y >= south,
    cross: ([x1, y1], [x2, y2]) => [x1 + ((x2 - x1) * (south - y1)) / (y2 - y1), south],
  }),
  ({ north }) => ({
    inside: ([, y]) => y <= north,
    cross: ([x1, y1], [x2, y2]) => [x1 + ((x2 - x1) * (north - y1)) / (y2 - y1), north],
  }),
];

/**
 * A polygon's ring cut to a box: the part of it inside, closed, or null when nothing of it is
 * (fewer than three corners left). A ring that leaves the box and comes back keeps the stretch
 * of the box's edge between (no area, so a fill draws it right). A ring around the whole box
 * becomes the box.
 */
export const clipRingToBox = (ring: readonly Position[], box: Box): Ring | null => {
  // GeoJSON repeats the first point last; the clip works on the open ring.
  const last = ring[ring.length - 1];
  const first = ring[0];
  let points: Position[] =
    first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : [...ring];
  for (const edgeOf of EDGES) {
    const { inside, cross } = edgeOf(box);
    const kept: Position[] = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i] as Position;
      const previous = points[(i + points.length - 1) % points.length] as Position;
      if (inside(current)) {
        if (!inside(previous)) kept.push(cross(previous, current));
        kept.push(current);
      } else if (inside(previous)) {
        kept.push(cross(previous, current));
      }
    }
    points = kept;
    if (points.length < 3) return null;
  }
  return [...points, points[0] as Position];
};

/** A ring's bounding box. */
export const extentOf = (ring: readonly Position[]): Box => {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const [x, y] of ring) {
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return { west, south, east, north };
};

/** Whether two boxes overlap or touch: the cheap test before clipping. */
export const boxesMeet = (a: Box, b: Box): boolean =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

/** A ring's area in square degrees, positive whichever way it winds (the shoelace formula). */
export const areaOf = (ring: readonly Position[]): number => {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    twice += (xj - xi) * (yj + yi);
  }
  return Math.abs(twice) / 2;
};
