import { describe, expect, it } from 'vitest';
import { DatesChange } from '../../../src/core/itinerary/dates-change.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('dates answers', () => {
  it("a service item's new dates: startDate, endDate, isDateSelected", () => {
    const dates = {
      startDate: '2026-02-09T18:00:00.000Z',
      endDate: '2026-02-09T21:00:00.000Z',
      isDateSelected: true,
    };
    expect(decoded(DatesChange, dates)).toEqual(dates);
  });

  it("a home's new dates add the checkInDate and checkOutDate the guest chose", () => {
    const dates = {
      startDate: '2026-02-07',
      endDate: '2026-02-14',
      isDateSelected: true,
      checkInDate: '2026-02-07',
      checkOutDate: '2026-02-14',
    };
    expect(decoded(DatesChange, dates)).toEqual(dates);
  });

  it('dates: a date that is not ISO is refused at checkOutDate; a missing flag at isDateSelected', () => {
    expectRejectedAt(
      DatesChange,
      { startDate: '2026-02-07', endDate: '2026-02-14', isDateSelected: true, checkOutDate: '14/02/2026' },
      'checkOutDate',
    );
    expectRejectedAt(DatesChange, { startDate: '2026-02-07', endDate: '2026-02-14' }, 'isDateSelected');
  });
});
