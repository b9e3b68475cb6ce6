import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import { BookingContexts } from '../../../src/core/booking/booking-contexts.use-case.js';
import { openBookingContext } from '../../../src/core/booking/open-booking-context.use-case.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { deferred } from '../fakes/in-memory.js';
import { bookingContextFakes, context } from './booking-context-fakes.js';

const home1 = { itemId: 'home_1', itemType: 'Listing' } as const;

const loaded = async (existing: BookingContext[] = []) => {
  const deps = bookingContextFakes();
  deps.gateway.myBookingContexts.mockResolvedValueOnce(E.right(existing));
  const contexts = new BookingContexts(deps);
  await contexts.appLoaded(true);
  return { deps, contexts };
};

describe('openBookingContext (SPEC 4 booking contexts)', () => {
  it('SPEC 4 no context, none loading or updating: one is created, its id stored when asked, and activated', async () => {
    const { deps, contexts } = await loaded();
    const onExisting = vi.fn();
    const opened = await openBookingContext(contexts, {
      item: home1,
      bookingState: { adultCount: 2 },
      storeId: true,
      onExisting,
    });
    expect(opened?.objectId).toBe('new_1');
    expect(contexts.active()?.objectId).toBe('new_1');
    expect(deps.store.keys()).toHaveLength(1);
    expect(onExisting).not.toHaveBeenCalled();
  });

  it('SPEC 4 the id is not stored unless asked', async () => {
    const { deps, contexts } = await loaded();
    await openBookingContext(contexts, { item: home1, bookingState: {} });
    expect(deps.store.keys()).toEqual([]);
  });

  it('SPEC 4 otherwise the existing one is activated and the redirect callback runs', async () => {
    const { deps, contexts } = await loaded([context('ctx_1', 'home_1')]);
    const onExisting = vi.fn();
    const opened = await openBookingContext(contexts, { item: home1, bookingState: {}, onExisting });
    expect(opened?.objectId).toBe('ctx_1');
    expect(contexts.active()?.objectId).toBe('ctx_1');
    expect(onExisting).toHaveBeenCalledTimes(1);
    expect(deps.gateway.saveBookingContext).not.toHaveBeenCalled();
  });

  it('SPEC 4 creation forced: a fresh context replaces the existing one', async () => {
    const { contexts } = await loaded([context('ctx_1', 'home_1')]);
    const onExisting = vi.fn();
    const opened = await openBookingContext(contexts, {
      item: home1,
      bookingState: {},
      forceCreate: true,
      onExisting,
    });
    expect(opened?.objectId).toBe('new_1');
    expect(contexts.getState().contexts.map((c) => c.objectId)).toEqual(['new_1']);
    expect(onExisting).not.toHaveBeenCalled();
  });

  it('SPEC 4 while contexts are loading nothing is created; the callback runs and the active one is left alone', async () => {
    const deps = bookingContextFakes();
    const answer = deferred<E.Either<AppError, readonly BookingContext[]>>();
    deps.gateway.myBookingContexts.mockReturnValueOnce(answer.promise);
    const contexts = new BookingContexts(deps);
    const loading = contexts.appLoaded(true);
    const onExisting = vi.fn();
    expect(await openBookingContext(contexts, { item: home1, bookingState: {}, onExisting })).toBeNull();
    expect(onExisting).toHaveBeenCalledTimes(1);
    expect(deps.gateway.saveBookingContext).not.toHaveBeenCalled();
    answer.resolve(E.right([]));
    await loading;
  });

  it('SPEC 4 while a context is being created (updating) nothing else is created', async () => {
    const { deps, contexts } = await loaded();
    const creating = contexts.create({ itemId: 'home_2', itemType: 'Listing' }, {});
    const opened = await openBookingContext(contexts, { item: home1, bookingState: {} });
    expect(opened).toBeNull();
    await creating;
    expect(deps.gateway.saveBookingContext).toHaveBeenCalledTimes(1);
    expect(contexts.active()?.itemId).toBe('home_2');
  });
});
