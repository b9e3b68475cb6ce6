import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { InterestGateway } from '../../../src/core/interest/interest-gateway.port.js';
import type { UserInterest } from '../../../src/core/interest/user-interest.entity.js';
import { loadCollageInterests } from '../../../src/core/reservation/load-collage-interests.use-case.js';
import { ReservationCollage } from '../../../src/core/reservation/reservation-collage.use-case.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { deferred, http, left, reporter, right } from '../use-case-support.js';

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
    expect(userInterests).toHaveBeenCalledWith(search);
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
    let answer = right(names.slice(0, 4).map((name) => interest(name)));
    const { collage, timers } = setup(() => answer);
    await collage.start(search);
    expect(collage.getState().tiles).toEqual(['a', 'b', 'c', 'd'].map(tile));
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
