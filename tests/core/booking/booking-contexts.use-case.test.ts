import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CONTEXT_IDS_KEY } from '../../../src/core/booking/anonymous-context-ids.js';
import type { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import {
  BookingContexts,
  type BookingContextsState,
} from '../../../src/core/booking/booking-contexts.use-case.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { deferred, flush } from '../fakes/in-memory.js';
import { bookingContextFakes, context } from './booking-context-fakes.js';

const home1 = { itemId: 'home_1', itemType: 'Listing' } as const;
const setup = (options?: Parameters<typeof bookingContextFakes>[0]) => {
  const deps = bookingContextFakes(options);
  return { deps, contexts: new BookingContexts(deps) };
};

describe('BookingContexts (SPEC 4 booking contexts, SPEC 8, SPEC 9)', () => {
  it('SPEC 4 starts empty, nothing active, neither loading nor updating', () => {
    const { contexts } = setup();
    expect(contexts.getState()).toEqual({ contexts: [], activeId: null, loading: false, updating: false });
    expect(contexts.active()).toBeNull();
  });

  it('SPEC 4 loading is true while fetching, then the contexts are listed', async () => {
    const { deps, contexts } = setup();
    const answer = deferred<E.Either<AppError, readonly BookingContext[]>>();
    deps.gateway.myBookingContexts.mockReturnValueOnce(answer.promise);
    const loaded = contexts.appLoaded(true);
    expect(contexts.getState().loading).toBe(true);
    answer.resolve(E.right([context('ctx_1', 'home_1')]));
    await loaded;
    expect(contexts.getState()).toMatchObject({ loading: false, contexts: [context('ctx_1', 'home_1')] });
    expect(contexts.contextFor(home1)?.objectId).toBe('ctx_1');
    expect(contexts.contextFor({ itemId: 'home_1', itemType: 'Service' })).toBeNull();
  });

  it('SPEC 4 a context created while loading replaces the listed one for its item', async () => {
    const { deps, contexts } = setup();
    const answer = deferred<E.Either<AppError, readonly BookingContext[]>>();
    deps.gateway.myBookingContexts.mockReturnValueOnce(answer.promise);
    const loaded = contexts.appLoaded(true);
    await contexts.create(home1, {});
    answer.resolve(E.right([context('old', 'home_1'), context('ctx_2', 'home_2')]));
    await loaded;
    expect(contexts.getState().contexts.map((c) => c.objectId)).toEqual(['ctx_2', 'new_1']);
    expect(contexts.active()?.objectId).toBe('new_1');
  });

  it('SPEC 4 updating is true while creating; creating replaces any context for the same item and activates it', async () => {
    const { deps, contexts } = setup();
    deps.gateway.myBookingContexts.mockResolvedValueOnce(
      E.right([context('old', 'home_1'), context('other', 'home_1', { itemType: 'Service' })]),
    );
    await contexts.appLoaded(true);
    const seen: BookingContextsState[] = [];
    contexts.subscribe((state) => seen.push(state));
    const created = await contexts.create(home1, { adultCount: 2 });
    expect(seen[0]?.updating).toBe(true);
    expect(created).toEqual({
      objectId: 'new_1',
      itemId: 'home_1',
      itemType: 'Listing',
      bookingState: { adultCount: 2 },
    });
    expect(deps.gateway.saveBookingContext).toHaveBeenCalledWith({
      itemId: 'home_1',
      itemType: 'Listing',
      bookingState: { adultCount: 2 },
      skipValidation: false,
    });
    expect(contexts.getState()).toMatchObject({ activeId: 'new_1', updating: false });
    expect(contexts.getState().contexts.map((c) => c.objectId)).toEqual(['other', 'new_1']);
    expect(contexts.active()).toEqual(created);
    expect(deps.store.keys()).toEqual([]); // not stored unless asked
  });

  it('SPEC 4 a created context id is stored when asked; skipValidation is passed on', async () => {
    const { deps, contexts } = setup();
    await contexts.create(home1, {}, { storeId: true, skipValidation: true });
    expect(deps.store.get(ANONYMOUS_CONTEXT_IDS_KEY)).toBe('["new_1"]');
    expect(deps.gateway.saveBookingContext.mock.calls[0]?.[0].skipValidation).toBe(true);
  });

  it("SPEC 8 creation failure: report 'Error creating context', no active context, null", async () => {
    const { deps, contexts } = setup();
    await contexts.create(home1, {});
    const failure = appError('http', 'Internal Error', { status: 500 });
    deps.gateway.saveBookingContext.mockResolvedValueOnce(E.left(failure));
    expect(
      await contexts.create({ itemId: 'home_2', itemType: 'Listing' }, {}, { storeId: true }),
    ).toBeNull();
    expect(contexts.getState()).toMatchObject({ activeId: null, updating: false });
    expect(contexts.active()).toBeNull();
    expect(deps.errors.reports).toEqual([
      [
        { kind: 'booking', message: 'Error creating context' },
        { cause: failure, itemId: 'home_2', itemType: 'Listing' },
      ],
    ]);
    expect(deps.store.keys()).toEqual([]);
  });

  it('SPEC 4 updating stays true while another creation is still running after one fails', async () => {
    const { deps, contexts } = setup();
    const second = deferred<E.Either<AppError, BookingContext>>();
    deps.gateway.saveBookingContext.mockResolvedValueOnce(E.left(appError('network', 'Failed to fetch')));
    deps.gateway.saveBookingContext.mockReturnValueOnce(second.promise);
    const a = contexts.create(home1, {});
    const b = contexts.create({ itemId: 'home_2', itemType: 'Listing' }, {});
    expect(await a).toBeNull();
    expect(contexts.getState().updating).toBe(true);
    second.resolve(E.right(context('ctx_b', 'home_2')));
    await b;
    expect(contexts.getState()).toMatchObject({ updating: false, activeId: 'ctx_b' });
  });

  it('SPEC 4 updating stays true until the last of two overlapping creations ends', async () => {
    const { deps, contexts } = setup();
    const first = deferred<E.Either<AppError, BookingContext>>();
    deps.gateway.saveBookingContext.mockReturnValueOnce(first.promise);
    const a = contexts.create(home1, {});
    const b = contexts.create({ itemId: 'home_2', itemType: 'Listing' }, {});
    first.resolve(E.right(context('ctx_a', 'home_1')));
    await a;
    expect(contexts.getState().updating).toBe(true);
    await b;
    expect(contexts.getState().updating).toBe(false);
  });

  it('SPEC 4 updates merge fields, dropping null or undefined, and keep the host validation state', async () => {
    const { deps, contexts } = setup();
    await contexts.create(home1, { adultCount: 2, cardId: 'card_1' });
    const validation = { isValid: false, errors: { dates: 'Pick dates' } };
    deps.gateway.saveBookingContext.mockImplementationOnce(async (body) =>
      E.right({ ...context('new_1', body.itemId), bookingState: {}, computedValidationState: validation }),
    );
    const result = await contexts.update('new_1', { childCount: 1, cardId: null }, { skipValidation: true });
    expect(deps.gateway.saveBookingContext).toHaveBeenLastCalledWith({
      itemBookingContextId: 'new_1',
      itemId: 'home_1',
      itemType: 'Listing',
      bookingState: { adultCount: 2, childCount: 1 },
      skipValidation: true,
    });
    expect(E.isRight(result)).toBe(true);
    expect(contexts.active()).toEqual({
      ...context('new_1', 'home_1'),
      bookingState: { adultCount: 2, childCount: 1 },
      computedValidationState: validation,
    });
  });

  it('SPEC 4/9 saves run through a queue one at a time: two quick updates are sent in order, never overlapping', async () => {
    const { deps, contexts } = setup();
    await contexts.create(home1, {});
    const log: string[] = [];
    const held = deferred<void>();
    deps.gateway.saveBookingContext.mockImplementation(async (body) => {
      log.push(`start ${JSON.stringify(body.bookingState)}`);
      if (body.bookingState.adultCount === 1) await held.promise;
      log.push(`end ${JSON.stringify(body.bookingState)}`);
      return E.right({ objectId: 'new_1', ...body });
    });
    const first = contexts.update('new_1', { adultCount: 1 });
    const second = contexts.update('new_1', { childCount: 2 });
    expect(contexts.active()?.bookingState).toEqual({ adultCount: 1, childCount: 2 }); // shown at once
    await flush();
    expect(log).toEqual(['start {"adultCount":1}']);
    held.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual([
      'start {"adultCount":1}',
      'end {"adultCount":1}',
      'start {"adultCount":1,"childCount":2}',
      'end {"adultCount":1,"childCount":2}',
    ]);
    expect(contexts.active()?.bookingState).toEqual({ adultCount: 1, childCount: 2 });
  });

  it('SPEC 8 a failed update is reported and answered; the merged fields stay on screen', async () => {
    const { deps, contexts } = setup();
    await contexts.create(home1, {});
    const failure = appError('network', 'Failed to fetch');
    deps.gateway.saveBookingContext.mockResolvedValueOnce(E.left(failure));
    expect(await contexts.update('new_1', { petCount: 1 })).toEqual(E.left(failure));
    expect(deps.errors.reports).toEqual([
      [failure, { during: 'updating booking context', contextId: 'new_1' }],
    ]);
    expect(contexts.active()?.bookingState).toEqual({ petCount: 1 });
  });

  it('SPEC 4 an update touches only its own context; validation is not skipped unless asked', async () => {
    const { deps, contexts } = setup();
    deps.gateway.myBookingContexts.mockResolvedValueOnce(
      E.right([context('ctx_1', 'home_1', { bookingState: { adultCount: 1 } }), context('ctx_2', 'home_2')]),
    );
    await contexts.appLoaded(true);
    await contexts.update('ctx_2', { petCount: 2 });
    expect(deps.gateway.saveBookingContext).toHaveBeenCalledWith({
      itemBookingContextId: 'ctx_2',
      itemId: 'home_2',
      itemType: 'Listing',
      bookingState: { petCount: 2 },
      skipValidation: false,
    });
    expect(contexts.getState().contexts).toEqual([
      context('ctx_1', 'home_1', { bookingState: { adultCount: 1 } }),
      context('ctx_2', 'home_2', { bookingState: { petCount: 2 } }),
    ]);
  });

  it('SPEC 4 updating an unknown context sends nothing', async () => {
    const { deps, contexts } = setup();
    const result = await contexts.update('nope', { petCount: 1 });
    expect(result).toEqual(E.left({ kind: 'not-found', message: 'No booking context nope' }));
    expect(deps.gateway.saveBookingContext).not.toHaveBeenCalled();
  });

  it('SPEC 4 activate sets or clears the active context', async () => {
    const { contexts } = setup();
    await contexts.create(home1, {});
    contexts.activate(null);
    expect(contexts.active()).toBeNull();
    contexts.activate('new_1');
    expect(contexts.active()?.objectId).toBe('new_1');
  });
});
