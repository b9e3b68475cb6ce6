import { describe, expect, it } from 'vitest';
import {
  areaOf,
  boxesMeet,
  clipRingToBox,
  extentOf,
  type Ring,
  ringOfBox,
} from '../../../scripts/map/clip-to-box.js';

const BOX = { west: 0, south: 0, east: 10, north: 10 };
/** A ring's corners as a set, whatever point it starts from. */
const corners = (ring: Ring | null) =>
  ring
    ?.slice(0, -1)
    .map(([x, y]) => `${x},${y}`)
    .sort();

describe("cutting a polygon's ring to a box (the shores round a coastal destination)", () => {
  it('keeps the part of a ring that crosses an edge, adding the crossings, closed', () => {
    // A square half over the east edge.
    const clipped = clipRingToBox(
      [
        [5, 2],
        [15, 2],
        [15, 6],
        [5, 6],
        [5, 2],
      ],
      BOX,
    );
    expect(corners(clipped)).toEqual(
      corners([
        [5, 2],
        [10, 2],
        [10, 6],
        [5, 6],
        [5, 2],
      ]),
    );
    expect(clipped?.[0]).toEqual(clipped?.[clipped.length - 1]);
    expect(areaOf(clipped ?? [])).toBe(20);
  });

  it('cuts a slanted edge where it crosses, not at a corner', () => {
    // A triangle whose tip pokes out of the north edge: its sides cross it at x 4 and 6.
    const clipped = clipRingToBox(
      [
        [2, 8],
        [8, 8],
        [5, 14],
        [2, 8],
      ],
      BOX,
    );
    expect(corners(clipped)).toEqual(
      corners([
        [2, 8],
        [8, 8],
        [7, 10],
        [3, 10],
        [2, 8],
      ]),
    );
  });

  it('leaves a ring wholly inside as it is', () => {
    const ring: Ring = [
      [1, 1],
      [3, 1],
      [2, 3],
      [1, 1],
    ];
    expect(clipRingToBox(ring, BOX)).toEqual(ring);
  });

  it('drops a ring wholly outside', () => {
    const outside: Ring = [
      [20, 20],
      [30, 20],
      [25, 30],
      [20, 20],
    ];
    expect(clipRingToBox(outside, BOX)).toBeNull();
    expect(boxesMeet(extentOf(outside), BOX)).toBe(false);
    expect(boxesMeet(extentOf(outside), { west: 25, south: 25, east: 40, north: 40 })).toBe(true);
  });

  it('turns a ring round the whole box into the box (land that covers it)', () => {
    const clipped = clipRingToBox(
      [
        [-5, -5],
        [15, -5],
        [15, 15],
        [-5, 15],
        [-5, -5],
      ],
      BOX,
    );
    expect(corners(clipped)).toEqual(corners(ringOfBox(BOX)));
    expect(areaOf(clipped ?? [])).toBe(100);
  });
});
