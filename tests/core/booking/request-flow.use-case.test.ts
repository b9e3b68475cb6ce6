import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import { RequestFlow, requestFlowTransition } from '../../../src/core/booking/request-flow.use-case.js';
import { initialRequestFlowState } from '../../../src/core/booking/request-flow-state.entity.js';
import type { UpdatedItem } from '../../../src/core/booking/updated-item.model.js';
import type { ListingItem } from '../../../src/core/listing/listing-item.entity.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { deferred, http, leftOf, reporter, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

const request = {
  listingId: 'lst_aspen_lodge',
  itemBookingContext: null,
  productLine: null,
  partner: null,
  leadSource: null,
  targetEntityIds: {},
};

describe('SPEC 4 Request flow: step, loading, submitting, successful with itineraryId, reset', () => {
  const busy = { requestStep: 2, isLoading: true, isSubmittingRates: true, itineraryId: 'itn_1' };

  it('SPEC 4 step: a whole step from 0 is taken; anything else changes nothing', () => {
    expect(
      requestFlowTransition(initialRequestFlowState, { type: 'step-changed', step: 3 }).requestStep,
    ).toBe(3);
    expect(requestFlowTransition(busy, { type: 'step-changed', step: 0 }).requestStep).toBe(0);
    expect(requestFlowTransition(busy, { type: 'step-changed', step: -1 })).toBe(busy);
    expect(requestFlowTransition(busy, { type: 'step-changed', step: 1.5 })).toBe(busy);
  });

  it('SPEC 4 loading and submitting', () => {
    expect(
      requestFlowTransition(initialRequestFlowState, { type: 'loading-changed', isLoading: true }),
    ).toEqual({
      ...initialRequestFlowState,
      isLoading: true,
    });
    expect(requestFlowTransition(initialRequestFlowState, { type: 'submitted' }).isSubmittingRates).toBe(
      true,
    );
    expect(requestFlowTransition(busy, { type: 'failed' })).toEqual({ ...busy, isSubmittingRates: false });
  });

  it('SPEC 4 successful with itineraryId keeps the step; reset goes back to the start', () => {
    expect(requestFlowTransition(busy, { type: 'succeeded', itineraryId: 'itn_42' })).toEqual({
      ...busy,
      isSubmittingRates: false,
      itineraryId: 'itn_42',
    });
    expect(requestFlowTransition(busy, { type: 'reset' })).toEqual(initialRequestFlowState);
  });
});

describe('SPEC 4 Request flow as a stateful use case', () => {
  const flowWith = (answer: Promise<E.Either<AppError, UpdatedItem<ListingItem>>>) => {
    const call = vi.fn<ListingBookingGateway['requestListingPrice']>(() => answer);
    const flow = new RequestFlow({ bookings: { requestListingPrice: call }, errors: reporter() });
    const seen: boolean[] = [];
    flow.subscribe((state) => seen.push(state.isSubmittingRates));
    return { flow, call, seen };
  };

  it('SPEC 4: submitting while the request is sent, then successful with the itinerary id', async () => {
    const answer = deferred<E.Either<AppError, UpdatedItem<ListingItem>>>();
    const { flow, call, seen } = flowWith(answer.promise);
    const pending = flow.submit(request);
    expect(flow.getState().isSubmittingRates).toBe(true);
    expect(await flow.submit(request)).toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);
    answer.resolve(E.right({ item: listingItem, itinerary }));
    expect(rightOf(await pending).outcome).toBe('requested');
    expect(flow.getState()).toEqual({ ...initialRequestFlowState, itineraryId: 'itn_42' });
    expect(seen).toEqual([true, false]);
  });

  it('SPEC 4: a failed request stops submitting and keeps no itinerary', async () => {
    const { flow } = flowWith(Promise.resolve(E.left(http(400, 'Home is unavailable'))));
    expect(leftOf(await flow.submit(request)).message).toBe('Home is unavailable');
    expect(flow.getState()).toEqual(initialRequestFlowState);
  });

  it('SPEC 4: steps, loading and reset go through dispatch', () => {
    const { flow } = flowWith(Promise.resolve(E.right({ item: listingItem, itinerary })));
    flow.dispatch({ type: 'step-changed', step: 1 });
    flow.dispatch({ type: 'loading-changed', isLoading: true });
    expect(flow.getState()).toEqual({ ...initialRequestFlowState, requestStep: 1, isLoading: true });
    flow.dispatch({ type: 'reset' });
    expect(flow.getState()).toBe(initialRequestFlowState);
  });
});
