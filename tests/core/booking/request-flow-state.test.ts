import { describe, expect, it } from 'vitest';
import { initialRequestFlowState } from '../../../src/core/booking/request-flow-state.entity.js';
import { requestFlowTransition } from '../../../src/core/booking/request-flow-state.js';

describe('Request flow: step, loading, submitting, successful with itineraryId, reset', () => {
  const busy = { requestStep: 2, isLoading: true, isSubmittingRates: true, itineraryId: 'itn_1' };

  it('step: a whole step from 0 is taken; anything else changes nothing', () => {
    expect(
      requestFlowTransition(initialRequestFlowState, { type: 'step-changed', step: 3 }).requestStep,
    ).toBe(3);
    expect(requestFlowTransition(busy, { type: 'step-changed', step: 0 }).requestStep).toBe(0);
    expect(requestFlowTransition(busy, { type: 'step-changed', step: -1 })).toBe(busy);
    expect(requestFlowTransition(busy, { type: 'step-changed', step: 1.5 })).toBe(busy);
  });

  it('loading and submitting', () => {
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

  it('successful with itineraryId keeps the step; reset goes back to the start', () => {
    expect(requestFlowTransition(busy, { type: 'succeeded', itineraryId: 'itn_42' })).toEqual({
      ...busy,
      isSubmittingRates: false,
      itineraryId: 'itn_42',
    });
    expect(requestFlowTransition(busy, { type: 'reset' })).toEqual(initialRequestFlowState);
  });
});
