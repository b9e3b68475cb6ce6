import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CONTEXT_IDS_KEY } from '../../../src/core/booking/anonymous-context-ids.js';
import { BookingContextsViewModel } from '../../../src/ui/booking/booking-contexts.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';

const item = { itemId: 'elk1', itemType: 'Listing' as const };

const hostWith = (existing: object[] = []) => {
  let made = 0;
  return new FakeRestHost()
    .on('PUT', '/api/item-booking-context', ({ body }) => {
      const sent = body as { itemBookingContextId?: string };
      made += sent.itemBookingContextId ? 0 : 1;
      return { body: { objectId: sent.itemBookingContextId ?? `ctx-${made}`, ...(body as object) } };
    })
    .on('GET', '/api/my-booking-contexts', { body: existing })
    .on('POST', '/api/item-booking-contexts', { body: existing })
    .on('POST', '/api/attach-booking-contexts', { body: existing });
};

describe('the guest’s booking contexts (one owner for the app)', () => {
  it('creates a context for an item once, then saves the same one with the latest choices', async () => {
    const host = hostWith();
    const app = testContainer({ user: demoGuest, host });
    const contexts = app.container.get(BookingContextsViewModel);
    expect(app.container.get(BookingContextsViewModel)).toBe(contexts);
    await contexts.ready(true);
    const first = await contexts.saved(item, { adultCount: 2 }, { anonymous: false });
    const second = await contexts.saved(item, { adultCount: 3 }, { anonymous: false });
    expect(E.isRight(first) && first.right.objectId).toBe('ctx-1');
    expect(E.isRight(second) && second.right.objectId).toBe('ctx-1');
    const saves = host.requests.filter((request) => request.path === '/api/item-booking-context');
    expect(saves.map((save) => save.body)).toEqual([
      expect.not.objectContaining({ itemBookingContextId: expect.anything() }),
      expect.objectContaining({
        itemBookingContextId: 'ctx-1',
        bookingState: expect.objectContaining({ adultCount: 3 }),
      }),
    ]);
  });

  it('an anonymous visitor’s context id is kept in the browser, and attached once they sign in', async () => {
    const host = hostWith([{ objectId: 'ctx-1', itemId: 'elk1', itemType: 'Listing', bookingState: {} }]);
    const visitor = testContainer({ host });
    const anonymous = visitor.container.get(BookingContextsViewModel);
    await anonymous.ready(false);
    await anonymous.saved(item, { adultCount: 2 }, { anonymous: true });
    const stored = visitor.keyValueStore.get(ANONYMOUS_CONTEXT_IDS_KEY);
    expect(stored).toContain('ctx-1');

    const guest = testContainer({ user: demoGuest, host });
    guest.keyValueStore.set(ANONYMOUS_CONTEXT_IDS_KEY, stored as string);
    const signedIn = guest.container.get(BookingContextsViewModel);
    await signedIn.ready(true);
    const attach = host.requests.find((request) => request.path === '/api/attach-booking-contexts');
    expect(attach?.body).toEqual({ contextIds: ['ctx-1'] });
    expect(signedIn.state.contexts.map((context) => context.objectId)).toEqual(['ctx-1']);
    expect(guest.keyValueStore.get(ANONYMOUS_CONTEXT_IDS_KEY)).toBeNull();
  });

  it('a failed creation leaves no active context and answers why', async () => {
    const host = new FakeRestHost().on('PUT', '/api/item-booking-context', { status: 500 });
    const app = testContainer({ user: demoGuest, host });
    const contexts = app.container.get(BookingContextsViewModel);
    const saved = await contexts.saved(item, {}, { anonymous: false });
    expect(E.isLeft(saved)).toBe(true);
    expect(contexts.state.activeId).toBeNull();
    expect(app.errorReporter.reports.length).toBeGreaterThan(0);
  });
});
