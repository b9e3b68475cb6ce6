import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLAGE_FADE_MS,
  COLLAGE_SIZE,
  COLLAGE_SWAP_MS,
  rotateCollage,
  startCollage,
} from '../../../src/core/reservation/collage-rotation.js';
import { reservationOverlayContent } from '../../../src/core/reservation/reservation-overlay-content.js';

describe('Reservation loading overlay words', () => {
  it.each(['Streamline Instant Booking', 'KEY Instant Booking', 'Expedia Instant Booking'])(
    "'Confirming Reservation...' for instant booking (%s)",
    (setting) => {
      expect(reservationOverlayContent(setting)).toEqual({
        title: 'Confirming Reservation...',
        subline: 'Imagine the endless possibilities to elevate your stay.',
      });
    },
  );

  it.each(['Request Price', null, undefined, 'Carrier Pigeon'])(
    "otherwise 'Requesting Reservation...' (%s)",
    (setting) => {
      expect(reservationOverlayContent(setting)).toEqual({
        title: 'Requesting Reservation...',
        subline: 'Imagine the endless possibilities to elevate your stay.',
      });
    },
  );
});

describe('collage rotation: 4 images, swap 3000 ms, fade 1000 ms', () => {
  it('Collage 4 images, swap 3000 ms, fade 1000 ms', () => {
    expect([COLLAGE_SIZE, COLLAGE_SWAP_MS, COLLAGE_FADE_MS]).toEqual([4, 3000, 1000]);
  });

  it('up to 4 images shown, the first ones in order', () => {
    expect(startCollage(2)).toEqual({ shown: [0, 1], nextSlot: 0, nextImage: 2, changedSlot: null });
    expect(startCollage(9).shown).toEqual([0, 1, 2, 3]);
    expect(startCollage(0).shown).toEqual([]);
    expect(startCollage(-1).shown).toEqual([]);
  });

  it('with 4 images or fewer nothing swaps', () => {
    for (const count of [0, 3, 4]) {
      const start = startCollage(count);
      expect(rotateCollage(start, count)).toBe(start);
    }
    const few = startCollage(3);
    expect(rotateCollage(few, 6)).toBe(few);
  });

  it('with more, the slots change in turn and take the next image not showing', () => {
    const steps = [startCollage(6)];
    for (let i = 0; i < 5; i += 1) steps.push(rotateCollage(steps.at(-1)!, 6));
    expect(steps.map((step) => step.shown)).toEqual([
      [0, 1, 2, 3],
      [4, 1, 2, 3],
      [4, 5, 2, 3],
      [4, 5, 0, 3],
      [4, 5, 0, 1],
      [2, 5, 0, 1],
    ]);
    expect(steps.map((step) => step.changedSlot)).toEqual([null, 0, 1, 2, 3, 0]);
  });

  it('never one image twice at once, and every image gets its turn', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: COLLAGE_SIZE + 1, max: 30 }),
        fc.integer({ min: 1, max: 120 }),
        (count, swaps) => {
          let rotation = startCollage(count);
          const seen = new Set(rotation.shown);
          for (let i = 0; i < swaps; i += 1) {
            rotation = rotateCollage(rotation, count);
            expect(new Set(rotation.shown).size).toBe(COLLAGE_SIZE);
            for (const image of rotation.shown) seen.add(image);
          }
          if (swaps >= count) expect(seen.size).toBe(count);
        },
      ),
    );
  });
});
