import { describe, expect, it } from 'vitest';
import { ITEM_STATUS_ORDER } from '../../../src/core/itinerary/item-status.rule.js';
import { canChangeStay, canReserveFromTrip } from '../../../src/core/itinerary/listing-item-actions.rule.js';

describe("what the trip's owner may do with a home on the trip", () => {
  it('dates and guests change until the stay holds its nights (approved, booked) or is canceled', () => {
    const changeable = ITEM_STATUS_ORDER.filter(canChangeStay);
    expect(changeable).toEqual([
      'draft',
      'info',
      'in_progress',
      'quoted',
      'saved_for_later',
      'not_available',
    ]);
  });

  it('only a quoted home is reserved from its row', () => {
    expect(ITEM_STATUS_ORDER.filter(canReserveFromTrip)).toEqual(['quoted']);
  });
});
