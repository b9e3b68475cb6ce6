import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CONTEXT_IDS_KEY } from '../../../src/core/booking/anonymous-context-ids.js';
import { loadBookingContexts } from '../../../src/core/booking/load-booking-contexts.use-case.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { bookingContextFakes, context } from './booking-context-fakes.js';

const stored = { [ANONYMOUS_CONTEXT_IDS_KEY]: '["ctx_1","ctx_2"]' };
const mine = [context('ctx_1', 'home_1'), context('ctx_9', 'home_9')];

describe('loadBookingContexts (booking contexts on app load)', () => {
  it('a logged-in user gets the stored anonymous contexts attached, ids cleared, then contexts by user', async () => {
    const deps = bookingContextFakes({ stored });
    deps.gateway.myBookingContexts.mockResolvedValueOnce(E.right(mine));
    expect(await loadBookingContexts(deps, true)).toEqual(mine);
    expect(deps.gateway.attachBookingContexts).toHaveBeenCalledWith({ contextIds: ['ctx_1', 'ctx_2'] });
    expect(deps.store.keys()).toEqual([]);
    expect(deps.gateway.bookingContextsByIds).not.toHaveBeenCalled();
    expect(deps.errors.reports).toEqual([]);
  });

  it('an e-mail cookie is enough to attach and fetch by user', async () => {
    const deps = bookingContextFakes({ stored, cookies: { contact_email: 'ada@example.com' } });
    await loadBookingContexts(deps, false);
    expect(deps.gateway.attachBookingContexts).toHaveBeenCalledTimes(1);
    expect(deps.gateway.myBookingContexts).toHaveBeenCalledTimes(1);
  });

  it('an anonymous visitor gets contexts by the stored ids; nothing attached, ids kept', async () => {
    const deps = bookingContextFakes({ stored });
    deps.gateway.bookingContextsByIds.mockResolvedValueOnce(E.right(mine));
    expect(await loadBookingContexts(deps, false)).toEqual(mine);
    expect(deps.gateway.bookingContextsByIds).toHaveBeenCalledWith({ contextIds: ['ctx_1', 'ctx_2'] });
    expect(deps.gateway.attachBookingContexts).not.toHaveBeenCalled();
    expect(deps.gateway.myBookingContexts).not.toHaveBeenCalled();
    expect(deps.store.keys()).toEqual([ANONYMOUS_CONTEXT_IDS_KEY]);
  });

  it('an anonymous visitor with no stored ids has no contexts and asks nothing', async () => {
    const deps = bookingContextFakes();
    expect(await loadBookingContexts(deps, false)).toEqual([]);
    expect(deps.gateway.bookingContextsByIds).not.toHaveBeenCalled();
    expect(deps.gateway.myBookingContexts).not.toHaveBeenCalled();
  });

  it('a known user with nothing stored attaches nothing and fetches by user', async () => {
    const deps = bookingContextFakes();
    await loadBookingContexts(deps, true);
    expect(deps.gateway.attachBookingContexts).not.toHaveBeenCalled();
    expect(deps.gateway.myBookingContexts).toHaveBeenCalledTimes(1);
  });

  it('a failed attach is reported and the stored ids kept for the next load', async () => {
    const deps = bookingContextFakes({ stored });
    const failure = appError('http', 'Internal Error', { status: 500 });
    deps.gateway.attachBookingContexts.mockResolvedValueOnce(E.left(failure));
    await loadBookingContexts(deps, true);
    expect(deps.errors.reports).toEqual([[failure, { during: 'attaching booking contexts' }]]);
    expect(deps.store.get(ANONYMOUS_CONTEXT_IDS_KEY)).toBe('["ctx_1","ctx_2"]');
    expect(deps.gateway.myBookingContexts).toHaveBeenCalledTimes(1);
  });

  it('booking context fetch failure: report, empty list', async () => {
    for (const signedIn of [true, false]) {
      const deps = bookingContextFakes({ stored });
      const failure = appError('network', 'Failed to fetch');
      deps.gateway.myBookingContexts.mockResolvedValueOnce(E.left(failure));
      deps.gateway.bookingContextsByIds.mockResolvedValueOnce(E.left(failure));
      expect(await loadBookingContexts(deps, signedIn)).toEqual([]);
      expect(deps.errors.reports).toEqual([[failure, { during: 'fetching booking contexts' }]]);
    }
  });
});
