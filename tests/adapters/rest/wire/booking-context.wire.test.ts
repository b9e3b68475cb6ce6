import { describe, expect, it } from 'vitest';
import { BookingContextList } from '../../../../src/adapters/rest/wire/booking-context.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

const context = {
  objectId: 'ctx_1',
  itemId: 'lst_aspen_lodge',
  itemType: 'Listing',
  bookingState: { itemStartDate: '2026-02-07', itemEndDate: '2026-02-14', adultCount: 4 },
};

describe('booking context lists', () => {
  it('attach / my / by-ids booking contexts: a list of contexts decodes', () => {
    const list = decoded(BookingContextList, [
      context,
      { objectId: 'ctx_2', itemId: 'svc', itemType: 'Service' },
    ]);
    expect(list.map((entry) => entry.objectId)).toEqual(['ctx_1', 'ctx_2']);
    expect(list[1]?.bookingState).toEqual({});
  });

  it('booking context list: a bad entry is named by index, 1.itemType', () => {
    expectRejectedAt(BookingContextList, [context, { ...context, itemType: 'Home' }], '1.itemType');
  });
});
