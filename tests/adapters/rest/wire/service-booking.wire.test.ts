import { describe, expect, it } from 'vitest';
import {
  STATUS_REQUEST_PARAMS,
  serviceBookingBody,
} from '../../../../src/adapters/rest/wire/service-booking.wire.js';

describe('the service booking calls’ wire body', () => {
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

  it('the body is the guest’s choices, then the status fields, then the target item and trip, in that order', () => {
    const body = serviceBookingBody(
      'reserve',
      { itineraryId: 'itn_42', itemId: 'itm_chef_1' },
      { itemStartDate: '2026-02-09T18:00:00.000Z', cardId: 'card_1' },
    );
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        itemStartDate: '2026-02-09T18:00:00.000Z',
        cardId: 'card_1',
        status: 'approved',
        alice_status: 'Approved',
        state: 'confirmed',
        updateCaseFeed: true,
        targetEntityIds: { itemId: 'itm_chef_1', itineraryId: 'itn_42' },
      }),
    );
  });
});
