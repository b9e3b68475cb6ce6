import { describe, expect, it } from 'vitest';
import {
  LISTING_RESERVE,
  STATUS_REQUEST_PARAMS,
} from '../../../src/core/itinerary/status-request-params.rule.js';

describe('status request params', () => {
  it('price request sets in_progress (alice_status Pending, state inProgress)', () => {
    expect(STATUS_REQUEST_PARAMS['request-price']).toEqual({
      status: 'in_progress',
      alice_status: 'Pending',
      state: 'inProgress',
      updateCaseFeed: true,
    });
  });

  it('reserve sets approved (Approved, confirmed)', () => {
    expect(STATUS_REQUEST_PARAMS.reserve).toEqual({
      status: 'approved',
      alice_status: 'Approved',
      state: 'confirmed',
      updateCaseFeed: true,
    });
  });

  it('save sets saved_for_later (Saved For Later, savedForLater); no updateCaseFeed', () => {
    expect(STATUS_REQUEST_PARAMS['save-for-later']).toEqual({
      status: 'saved_for_later',
      alice_status: 'Saved For Later',
      state: 'savedForLater',
    });
  });

  it('listing reserve sends status Approved and the local item becomes approved', () => {
    expect(LISTING_RESERVE).toEqual({ sentStatus: 'Approved', localStatus: 'approved' });
  });
});
