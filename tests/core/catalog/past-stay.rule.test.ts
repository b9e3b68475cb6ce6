import { describe, expect, it } from 'vitest';
import { withoutPastStay } from '../../../src/core/catalog/past-stay.rule.js';

describe('a stay that has passed searches as no stay (withoutPastStay)', () => {
  const today = '2030-06-10';

  it('drops both dates when check-in is before today, and keeps the rest of the search', () => {
    expect(
      withoutPastStay(
        { destination: 'Aspen', startDate: '2030-06-09', endDate: '2030-06-15', adultCount: 2 },
        today,
      ),
    ).toEqual({ terms: { destination: 'Aspen', adultCount: 2 }, cleared: true });
  });

  it('drops a check-out of today or before, even alone', () => {
    expect(withoutPastStay({ endDate: '2030-06-10' }, today)).toEqual({ terms: {}, cleared: true });
    expect(withoutPastStay({ endDate: '2030-06-11' }, today).cleared).toBe(false);
  });

  it('keeps a stay from today on, and a search with no dates, as they are', () => {
    const stay = { startDate: '2030-06-10', endDate: '2030-06-11' };
    expect(withoutPastStay(stay, today)).toEqual({ terms: stay, cleared: false });
    expect(withoutPastStay({ destination: 'Aspen' }, today)).toEqual({
      terms: { destination: 'Aspen' },
      cleared: false,
    });
  });
});
