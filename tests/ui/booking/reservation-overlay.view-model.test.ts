import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/clock/manual-clock.js';
import { ManualScheduler } from '../../../src/adapters/clock/manual-scheduler.js';
import { InMemoryErrorReporter } from '../../../src/adapters/error-reporting/in-memory-error-reporter.js';
import { InMemoryInterestGateway } from '../../../src/adapters/memory/in-memory-interest-gateway.js';
import type { UserInterest } from '../../../src/core/interest/user-interest.entity.js';
import type { UserInterestSearch } from '../../../src/core/interest/user-interest-search.model.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { ReservationOverlayViewModel } from '../../../src/ui/booking/reservation-overlay.view-model.js';

const interest = (name: string): UserInterest => ({
  name,
  questionnaireImage: `https://img.example/${name}.jpg`,
});
const named = (...names: string[]) => names.map(interest);
const trip: UserInterestSearch = {
  market: 'mkt_vail',
  startDate: '2030-02-07',
  endDate: '2030-02-14',
  adultCount: 2,
};

const setup = (interests: readonly UserInterest[] = []) => {
  const gateway = new InMemoryInterestGateway(interests);
  const errors = new InMemoryErrorReporter();
  const clock = new ManualClock('2030-01-01T12:00:00.000Z');
  const scheduler = new ManualScheduler(clock);
  const vm = new ReservationOverlayViewModel(gateway, errors, scheduler, clock);
  return { vm, gateway, errors, scheduler };
};

const captions = (vm: ReservationOverlayViewModel) => vm.tiles.map((tile) => tile.name);

describe('ReservationOverlayViewModel: the words', () => {
  it("is closed until opened; an instant-booking home is 'Confirming', anything else 'Requesting'", async () => {
    const { vm } = setup();
    expect(vm.isOpen).toBe(false);
    await vm.opened({ bookingSetting: 'KEY Instant Booking', interests: null });
    expect(vm.isOpen).toBe(true);
    expect(vm.content).toEqual({
      title: 'Confirming Reservation...',
      subline: 'Imagine the endless possibilities to elevate your stay.',
    });
    vm.closed();
    expect(vm.isOpen).toBe(false);
    for (const setting of ['Request Price', 'Something New', null, undefined]) {
      await vm.opened({ bookingSetting: setting, interests: null });
      expect(vm.content.title).toBe('Requesting Reservation...');
      vm.closed();
    }
  });
});

describe('ReservationOverlayViewModel: the collage', () => {
  it("asks for the trip's interests and shows the first four, captioned", async () => {
    const { vm, gateway } = setup(named('Skiing', 'Spa', 'Dining', 'Hiking', 'Sleigh rides', 'Yoga'));
    await vm.opened({ bookingSetting: 'Request Price', interests: trip });
    expect(gateway.searches).toEqual([trip]);
    expect(captions(vm)).toEqual(['Skiing', 'Spa', 'Dining', 'Hiking']);
    expect(vm.tiles[0]).toEqual({ name: 'Skiing', imageUrl: 'https://img.example/Skiing.jpg' });
    expect(vm.changedSlot).toBeNull();
  });

  it('with more than four, the next one swaps in every 3 seconds, slot after slot', async () => {
    const { vm, scheduler } = setup(named('a', 'b', 'c', 'd', 'e', 'f'));
    await vm.opened({ bookingSetting: 'Request Price', interests: trip });
    await scheduler.advance(2999);
    expect(captions(vm)).toEqual(['a', 'b', 'c', 'd']);
    await scheduler.advance(1);
    expect(captions(vm)).toEqual(['e', 'b', 'c', 'd']);
    expect(vm.changedSlot).toBe(0);
    await scheduler.advance(3000);
    expect(captions(vm)).toEqual(['e', 'f', 'c', 'd']);
    expect(vm.changedSlot).toBe(1);
    await scheduler.advance(3000);
    expect(captions(vm)).toEqual(['e', 'f', 'a', 'd']);
  });

  it('with four or fewer nothing swaps and no timer runs', async () => {
    for (const names of [['a', 'b', 'c', 'd'], ['a', 'b'], []]) {
      const { vm, scheduler } = setup(named(...names));
      await vm.opened({ bookingSetting: 'Request Price', interests: trip });
      expect(scheduler.pending).toBe(0);
      await scheduler.advance(30_000);
      expect(captions(vm)).toEqual(names);
      expect(vm.changedSlot).toBeNull();
    }
  });

  it('closing stops the swaps and empties the collage', async () => {
    const { vm, scheduler } = setup(named('a', 'b', 'c', 'd', 'e'));
    await vm.opened({ bookingSetting: 'Request Price', interests: trip });
    expect(scheduler.pending).toBe(1);
    vm.closed();
    expect(scheduler.pending).toBe(0);
    expect(vm.tiles).toEqual([]);
    await scheduler.advance(9000);
    expect(vm.tiles).toEqual([]);
  });

  it('opening again starts afresh: one schedule, the collage from its first images', async () => {
    const { vm, scheduler } = setup(named('a', 'b', 'c', 'd', 'e'));
    await vm.opened({ bookingSetting: 'Request Price', interests: trip });
    await scheduler.advance(3000);
    expect(captions(vm)).toEqual(['e', 'b', 'c', 'd']);
    await vm.opened({ bookingSetting: 'KEY Instant Booking', interests: trip });
    expect(scheduler.pending).toBe(1);
    expect(captions(vm)).toEqual(['a', 'b', 'c', 'd']);
    expect(vm.content.title).toBe('Confirming Reservation...');
  });

  it('interests answered after the overlay closed are dropped, and start no swaps', async () => {
    const { vm, gateway, scheduler } = setup(named('a', 'b', 'c', 'd', 'e'));
    gateway.hold = true;
    const opening = vm.opened({ bookingSetting: 'Request Price', interests: trip });
    expect(vm.isOpen).toBe(true);
    expect(vm.tiles).toEqual([]);
    vm.closed();
    gateway.answerPending();
    await opening;
    expect(vm.tiles).toEqual([]);
    expect(scheduler.pending).toBe(0);
  });

  it("interests for an earlier opening never show in a later one's collage", async () => {
    const { vm, gateway } = setup(named('old-a', 'old-b'));
    gateway.hold = true;
    const first = vm.opened({ bookingSetting: 'Request Price', interests: trip });
    vm.closed();
    const second = vm.opened({ bookingSetting: 'Request Price', interests: { market: 'mkt_aspen' } });
    gateway.interests = named('new-a');
    gateway.answerPending();
    await Promise.all([first, second]);
    expect(captions(vm)).toEqual(['new-a']);
  });

  it('a failed load is reported; the overlay shows its words without a collage', async () => {
    const { vm, gateway, errors, scheduler } = setup();
    const failure = appError('http', 'failed with 500', { status: 500 });
    gateway.failure = failure;
    await vm.opened({ bookingSetting: 'KEY Instant Booking', interests: trip });
    expect(errors.reports).toEqual([{ error: failure, context: { during: 'loading user interests' } }]);
    expect(vm.isOpen).toBe(true);
    expect(vm.content.title).toBe('Confirming Reservation...');
    expect(vm.tiles).toEqual([]);
    expect(scheduler.pending).toBe(0);
  });

  it('without a trip it asks for nothing and shows the words alone', async () => {
    const { vm, gateway } = setup(named('a'));
    await vm.opened({ bookingSetting: 'Request Price', interests: null });
    expect(gateway.searches).toEqual([]);
    expect(vm.isOpen).toBe(true);
    expect(vm.tiles).toEqual([]);
  });

  it('a collage image that fails is reported once (docs/product/errors.md#image-failures)', () => {
    const { vm, errors } = setup();
    vm.imageFailed('original', 'https://img.example/a.jpg');
    vm.imageFailed('original', 'https://img.example/a.jpg');
    expect(errors.reports.map((report) => (report.error as Error).message)).toEqual([
      'No image found for https://img.example/a.jpg',
    ]);
  });
});
