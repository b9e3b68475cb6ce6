import { describe, expect, it } from 'vitest';
import {
  initialRequestFlowState,
  RequestFlowState,
} from '../../../src/core/booking/request-flow-state.entity.js';
import { ReserveOutcome } from '../../../src/core/booking/reserve-outcome.entity.js';
import { RESERVE_OUTCOMES } from '../../../src/core/booking/reserve-outcome.rule.js';
import { RESERVE_ERROR_TYPES } from '../../../src/core/booking-terms/reserve-error.rule.js';
import { ReserveErrorType } from '../../../src/core/booking-terms/reserve-error-type.entity.js';
import { struct } from '../../../src/core/shared/struct.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('Reserve outcomes and error types', () => {
  it('Reserve outcomes: each outcome of the rule decodes', () => {
    for (const outcome of RESERVE_OUTCOMES) expect(decoded(ReserveOutcome, outcome)).toBe(outcome);
  });

  it('Reserve outcomes: anything else is refused, naming the field', () => {
    expectRejectedAt(
      struct('Result', { outcome: ReserveOutcome }),
      { outcome: 'confirmed_no_catalog' },
      'outcome',
    );
  });

  it('Reserve error types: each type of the rule decodes; anything else is refused', () => {
    for (const type of RESERVE_ERROR_TYPES) expect(decoded(ReserveErrorType, type)).toBe(type);
    expectRejectedAt(struct('ReserveError', { type: ReserveErrorType }), { type: 'payment' }, 'type');
  });
});

describe('Request flow', () => {
  it('Request flow: requestStep, isLoading, isSubmittingRates, itineraryId decode', () => {
    const state = { requestStep: 2, isLoading: false, isSubmittingRates: true, itineraryId: 'itn_42' };
    expect(decoded(RequestFlowState, state)).toEqual(state);
  });

  it('Request flow reset: the initial state decodes (no itinerary yet)', () => {
    expect(decoded(RequestFlowState, initialRequestFlowState)).toEqual(initialRequestFlowState);
  });

  it('Request flow: a negative step is refused at requestStep', () => {
    expectRejectedAt(RequestFlowState, { ...initialRequestFlowState, requestStep: -1 }, 'requestStep');
  });
});
