import { describe, expect, it } from 'vitest';
import { LISTING_RESERVE } from '../../../src/core/itinerary/status-request-params.rule.js';

describe('status request params', () => {
  it('listing reserve sends status Approved and the local item becomes approved', () => {
    expect(LISTING_RESERVE).toEqual({ sentStatus: 'Approved', localStatus: 'approved' });
  });
});
