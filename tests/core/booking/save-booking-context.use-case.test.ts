import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CONTEXT_IDS_KEY } from '../../../src/core/booking/anonymous-context-ids.js';
import {
  createBookingContext,
  saveBookingContext,
} from '../../../src/core/booking/save-booking-context.use-case.js';
import { SerialQueue } from '../../../src/core/booking/serial-queue.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { deferred, flush } from '../fakes/in-memory.js';
import { bookingContextFakes, context } from './booking-context-fakes.js';

const home1 = { itemId: 'home_1', itemType: 'Listing' } as const;
const setup = () => ({ ...bookingContextFakes(), saves: new SerialQueue() });

describe('creating a booking context', () => {
  it('the host creates it for the item; its id is not stored unless asked', async () => {
    const deps = setup();
    const created = await createBookingContext(deps, { item: home1, bookingState: { adultCount: 2 } });
    expect(created).toEqual(E.right(context('new_1', 'home_1', { bookingState: { adultCount: 2 } })));
    expect(deps.gateway.saveBookingContext).toHaveBeenCalledWith({
      itemId: 'home_1',
      itemType: 'Listing',
      bookingState: { adultCount: 2 },
      skipValidation: false,
    });
    expect(deps.store.keys()).toEqual([]);
  });

  it('a created id is stored when asked; skipValidation is passed on', async () => {
    const deps = setup();
    await createBookingContext(deps, { item: home1, bookingState: {}, storeId: true, skipValidation: true });
    expect(deps.store.get(ANONYMOUS_CONTEXT_IDS_KEY)).toBe('["new_1"]');
    expect(deps.gateway.saveBookingContext.mock.calls[0]?.[0].skipValidation).toBe(true);
  });

  it("a failure is reported as 'Error creating context', answered as that, and stores nothing", async () => {
    const deps = setup();
    const failure = appError('http', 'Internal Error', { status: 500 });
    deps.gateway.saveBookingContext.mockResolvedValueOnce(E.left(failure));
    const created = await createBookingContext(deps, {
      item: { itemId: 'home_2', itemType: 'Listing' },
      bookingState: {},
      storeId: true,
    });
    expect(created).toEqual(E.left({ kind: 'booking', message: 'Error creating context' }));
    expect(deps.errors.reports).toEqual([
      [
        { kind: 'booking', message: 'Error creating context' },
        { cause: failure, itemId: 'home_2', itemType: 'Listing' },
      ],
    ]);
    expect(deps.store.keys()).toEqual([]);
  });
});

describe('saving a booking context', () => {
  it('sends the merged state with the context id; validation is not skipped unless asked', async () => {
    const deps = setup();
    const merged = context('ctx_2', 'home_2', { bookingState: { petCount: 2 } });
    expect(E.isRight(await saveBookingContext(deps, merged))).toBe(true);
    expect(deps.errors.reports).toEqual([]);
    await saveBookingContext(deps, merged, { skipValidation: true });
    expect(deps.gateway.saveBookingContext.mock.calls.map(([body]) => body)).toEqual([
      {
        itemBookingContextId: 'ctx_2',
        itemId: 'home_2',
        itemType: 'Listing',
        bookingState: { petCount: 2 },
        skipValidation: false,
      },
      {
        itemBookingContextId: 'ctx_2',
        itemId: 'home_2',
        itemType: 'Listing',
        bookingState: { petCount: 2 },
        skipValidation: true,
      },
    ]);
  });

  it('saves run through the queue one at a time: two quick saves reach the host in order, never overlapping', async () => {
    const deps = setup();
    const log: string[] = [];
    const held = deferred<void>();
    deps.gateway.saveBookingContext.mockImplementation(async (body) => {
      log.push(`start ${JSON.stringify(body.bookingState)}`);
      if (body.bookingState.adultCount === 1 && body.bookingState.childCount === undefined)
        await held.promise;
      log.push(`end ${JSON.stringify(body.bookingState)}`);
      return E.right({ objectId: 'new_1', ...body });
    });
    const first = saveBookingContext(deps, context('new_1', 'home_1', { bookingState: { adultCount: 1 } }));
    const second = saveBookingContext(
      deps,
      context('new_1', 'home_1', { bookingState: { adultCount: 1, childCount: 2 } }),
    );
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
  });

  it('a creation waits for the saves before it too', async () => {
    const deps = setup();
    const held = deferred<void>();
    const order: string[] = [];
    deps.gateway.saveBookingContext.mockImplementation(async (body) => {
      order.push(body.itemBookingContextId ?? 'create');
      if (body.itemBookingContextId) await held.promise;
      return E.right({ objectId: body.itemBookingContextId ?? 'new_1', ...body });
    });
    const saving = saveBookingContext(deps, context('ctx_1', 'home_2'));
    const creating = createBookingContext(deps, { item: home1, bookingState: {} });
    await flush();
    expect(order).toEqual(['ctx_1']);
    held.resolve();
    await Promise.all([saving, creating]);
    expect(order).toEqual(['ctx_1', 'create']);
  });

  it('a failed save is reported and answered', async () => {
    const deps = setup();
    const failure = appError('network', 'Failed to fetch');
    deps.gateway.saveBookingContext.mockResolvedValueOnce(E.left(failure));
    expect(await saveBookingContext(deps, context('new_1', 'home_1'))).toEqual(E.left(failure));
    expect(deps.errors.reports).toEqual([
      [failure, { during: 'updating booking context', contextId: 'new_1' }],
    ]);
  });
});
