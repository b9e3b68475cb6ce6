import { describe, expect, it, vi } from 'vitest';
import type { InterestGateway } from '../../../src/core/interest/interest-gateway.port.js';
import type { UserInterest } from '../../../src/core/interest/user-interest.entity.js';
import { scheduleCollageSwaps } from '../../../src/core/reservation/collage-schedule.js';
import { loadCollageInterests } from '../../../src/core/reservation/load-collage-interests.use-case.js';
import {
  collageTransition,
  initialCollageState,
  shownCollage,
} from '../../../src/core/reservation/reservation-collage-state.js';
import { http, left, reporter, right } from '../use-case-support.js';

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

describe('user interests for the collage', () => {
  it('asked for the market, dates and guest ages; interests without an image are left out', async () => {
    const userInterests = vi.fn<InterestGateway['userInterests']>(() =>
      right([interest('Skiing'), interest('Spa', null), interest('Dining')]),
    );
    const tiles = await loadCollageInterests({ interests: { userInterests }, errors: reporter() }, search);
    expect(userInterests).toHaveBeenCalledWith(search);
    expect(tiles).toEqual([tile('Skiing'), tile('Dining')]);
  });

  it('failures are logged only; the collage is empty', async () => {
    const errors = reporter();
    const failure = http(500);
    expect(
      await loadCollageInterests({ interests: { userInterests: () => left(failure) }, errors }, search),
    ).toEqual([]);
    expect(errors.report).toHaveBeenCalledWith(failure, { during: 'loading user interests' });
  });
});

describe('the collage', () => {
  const names = ['a', 'b', 'c', 'd', 'e', 'f'];
  const images = names.map(tile);
  const opened = collageTransition(initialCollageState, { type: 'opened' });
  const loaded = collageTransition(opened, { type: 'interests-loaded', opening: 1, images });

  it('the first four show; each swap brings in the next image, slot after slot', () => {
    expect(shownCollage(loaded)).toEqual({ tiles: ['a', 'b', 'c', 'd'].map(tile), changedSlot: null });
    const once = collageTransition(loaded, { type: 'swapped' });
    expect(shownCollage(once)).toEqual({ tiles: ['e', 'b', 'c', 'd'].map(tile), changedSlot: 0 });
    const twice = collageTransition(once, { type: 'swapped' });
    expect(shownCollage(twice)).toEqual({ tiles: ['e', 'f', 'c', 'd'].map(tile), changedSlot: 1 });
  });

  it('closing empties it; interests loaded for an opening that was closed (or reopened) never show', () => {
    const closed = collageTransition(loaded, { type: 'closed' });
    expect(shownCollage(closed)).toEqual({ tiles: [], changedSlot: null });
    const reopened = collageTransition(closed, { type: 'opened' });
    expect(reopened.openings).toBe(3);
    expect(collageTransition(reopened, { type: 'interests-loaded', opening: 1, images })).toBe(reopened);
    expect(collageTransition(closed, { type: 'interests-loaded', opening: 1, images })).toBe(closed);
    const late = collageTransition(reopened, {
      type: 'interests-loaded',
      opening: 3,
      images: images.slice(0, 2),
    });
    expect(shownCollage(late).tiles).toEqual(['a', 'b'].map(tile));
  });

  it('swaps come every 3000 ms with more than four images, until stopped; with four or fewer none runs', () => {
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
    const swap = vi.fn();
    const stop = scheduleCollageSwaps(scheduler, 5, swap);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    timers[0]!.task();
    expect(swap).toHaveBeenCalledTimes(1);
    stop();
    expect(timers[0]!.cancelled).toBe(true);
    const none = scheduleCollageSwaps(scheduler, 4, swap);
    expect(timers).toHaveLength(1);
    expect(none()).toBeUndefined();
  });
});
