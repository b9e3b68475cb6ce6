import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { InterestGateway } from '../../../src/core/interest/interest-gateway.port.js';
import type { UserInterest } from '../../../src/core/interest/user-interest.entity.js';
import {
  COLLAGE_FADE_MS,
  COLLAGE_SIZE,
  COLLAGE_SWAP_MS,
  rotateCollage,
  startCollage,
} from '../../../src/core/reservation/collage-rotation.js';
import { loadCollageInterests } from '../../../src/core/reservation/load-collage-interests.use-case.js';
import { ReservationCollage } from '../../../src/core/reservation/reservation-collage.use-case.js';
import { reservationOverlayContent } from '../../../src/core/reservation/reservation-overlay-content.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { deferred, http, left, reporter, right } from '../use-case-support.js';

describe('SPEC 2 Reservation loading overlay words', () => {
  it.each(['Streamline Instant Booking', 'KEY Instant Booking', 'Expedia Instant Booking'])(
    "SPEC 2: 'Confirming Reservation...' for instant booking (%s)",
    (setting) => {
      expect(reservationOverlayContent(setting)).toEqual({
        title: 'Confirming Reservation...',
        subline: 'Imagine the endless possibilities to elevate your stay.',
      });
    },
  );

  it.each(['Request Price', null, undefined, 'Carrier Pigeon'])(
    "SPEC 2: otherwise 'Requesting Reservation...' (%s)",
    (setting) => {
      expect(reservationOverlayContent(setting)).toEqual({
        title: 'Requesting Reservation...',
        subline: 'Imagine the endless possibilities to elevate your stay.',
      });
    },
  );
});

describe('SPEC 2, 9 collage rotation: 4 images, swap 3000 ms, fade 1000 ms', () => {
  it('SPEC 9 Collage 4 images, swap 3000 ms, fade 1000 ms', () => {
    expect([COLLAGE_SIZE, COLLAGE_SWAP_MS, COLLAGE_FADE_MS]).toEqual([4, 3000, 1000]);
  });

  it('SPEC 2: up to 4 images shown, the first ones in order', () => {
    expect(startCollage(2)).toEqual({ shown: [0, 1], nextSlot: 0, nextImage: 2, changedSlot: null });
    expect(startCollage(9).shown).toEqual([0, 1, 2, 3]);
    expect(startCollage(0).shown).toEqual([]);
    expect(startCollage(-1).shown).toEqual([]);
  });

  it('SPEC 2: with 4 images or fewer nothing swaps', () => {
    for (const count of [0, 3, 4]) {
      const start = startCollage(count);
      expect(rotateCollage(start, count)).toBe(start);
    }
    const few = startCollage(3);
    expect(rotateCollage(few, 6)).toBe(few);
  });

  it('SPEC 2: with more, the slots change in turn and take the next image not showing', () => {
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

  it('SPEC 2: never one image twice at once, and every image gets its turn', () => {
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

const interest = (name: string, image: string | null = `https://img.example/${name}.jpg`): UserInterest => ({
  name,
  questionnaireImage: image,
});
const tile = (name: string) => ({ name, imageUrl: `https://img.example/${name}.jpg` });
const search = {
  market: 'mkt_vail',
  startDate: '2026-02-07',
  endDate: '2026-02-14',
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
};

describe('SPEC 7 user interests for the collage', () => {
  it('SPEC 7: asked for the market, dates and guest ages; interests without an image are left out', async () => {
    const userInterests = vi.fn<InterestGateway['userInterests']>(() =>
      right([interest('Skiing'), interest('Spa', null), interest('Dining')]),
    );
    const tiles = await loadCollageInterests({ interests: { userInterests }, errors: reporter() }, search);
    expect(userInterests).toHaveBeenCalledWith({
      market: 'mkt_vail',
      startDate: '2026-02-07',
      endDate: '2026-02-14',
      guestAges: ['adults', 'children'],
    });
    expect(tiles).toEqual([tile('Skiing'), tile('Dining')]);
  });

  it('SPEC 7: failures are logged only; the collage is empty', async () => {
    const errors = reporter();
    const failure = http(500);
    expect(
      await loadCollageInterests({ interests: { userInterests: () => left(failure) }, errors }, search),
    ).toEqual([]);
    expect(errors.report).toHaveBeenCalledWith(failure, { during: 'loading user interests' });
  });
});

describe('SPEC 2 the collage runner', () => {
  const names = ['a', 'b', 'c', 'd', 'e', 'f'];
  const setup = (answer: () => Promise<E.Either<AppError, readonly UserInterest[]>>) => {
    const timers: { ms: number; task: () => void; cancelled: boolean }[] = [];
    const scheduler = {
      every: (ms: number, task: () => void) => {
        const timer = { ms, task, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
    };
    const collage = new ReservationCollage({
      interests: { userInterests: answer },
      errors: reporter(),
      scheduler,
    });
    return { collage, timers };
  };

  it('SPEC 2: the first four show, then one swaps in every 3000 ms until stopped', async () => {
    const { collage, timers } = setup(() => right(names.map((name) => interest(name))));
    const seen: (number | null)[] = [];
    collage.subscribe((state) => seen.push(state.changedSlot));
    await collage.start(search);
    expect(collage.getState()).toEqual({ tiles: ['a', 'b', 'c', 'd'].map(tile), changedSlot: null });
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    timers[0]!.task();
    expect(collage.getState()).toEqual({ tiles: ['e', 'b', 'c', 'd'].map(tile), changedSlot: 0 });
    timers[0]!.task();
    expect(collage.getState().tiles.map((shown) => shown.name)).toEqual(['e', 'f', 'c', 'd']);
    expect(seen).toEqual([null, 0, 1]);
    collage.stop();
    expect(timers[0]!.cancelled).toBe(true);
  });

  it('SPEC 2: four images or fewer show without a timer; restarting replaces the running timer', async () => {
    let answer = right(names.slice(0, 3).map((name) => interest(name)));
    const { collage, timers } = setup(() => answer);
    await collage.start(search);
    expect(collage.getState().tiles).toEqual(['a', 'b', 'c'].map(tile));
    expect(timers).toEqual([]);
    answer = right(names.map((name) => interest(name)));
    await collage.start(search);
    await collage.start(search);
    expect(timers.map((timer) => timer.cancelled)).toEqual([true, false]);
  });

  it('SPEC 2: a collage closed while its interests load never starts', async () => {
    const loading = deferred<E.Either<AppError, readonly UserInterest[]>>();
    const { collage, timers } = setup(() => loading.promise);
    const started = collage.start(search);
    collage.stop();
    loading.resolve(E.right(names.map((name) => interest(name))));
    await started;
    expect(collage.getState()).toEqual({ tiles: [], changedSlot: null });
    expect(timers).toEqual([]);
  });
});
