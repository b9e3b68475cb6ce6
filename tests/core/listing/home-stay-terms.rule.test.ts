import { describe, expect, it } from 'vitest';
import { homeStayTerms, wallTimeWords } from '../../../src/core/listing/home-stay-terms.rule.js';

describe('a home’s stay terms (issue 28 item 6)', () => {
  it('reads wall times as a guest does, and nothing else', () => {
    expect(wallTimeWords('16:00')).toBe('4:00 PM');
    expect(wallTimeWords('10:30')).toBe('10:30 AM');
    expect(wallTimeWords('00:15')).toBe('12:15 AM');
    expect(wallTimeWords('12:00')).toBe('12:00 PM');
    expect(wallTimeWords('24:00')).toBeNull();
    expect(wallTimeWords('4pm')).toBeNull();
    expect(wallTimeWords(null)).toBeNull();
  });

  it('gives the home’s check-in and check-out times, the usual ones when it has none', () => {
    expect(homeStayTerms({ checkInTime: '15:00', checkOutTime: '11:00' }).times).toEqual([
      'Check-in from 3:00 PM',
      'Check-out by 11:00 AM',
    ]);
    expect(homeStayTerms({}).times).toEqual(['Check-in from 4:00 PM', 'Check-out by 10:00 AM']);
  });

  it('a home charged at once has its booking system’s firmer policy; one the concierge confirms refunds until 30 days', () => {
    const charged = homeStayTerms({ bookingSetting: 'Streamline Instant Booking' }).cancellation;
    expect(charged[0]).toMatch(/60 days before check-in for a full refund/);
    const confirmed = homeStayTerms({ bookingSetting: 'KEY Instant Booking' }).cancellation;
    expect(confirmed[0]).toBe('Nothing is charged until the concierge confirms your reservation.');
    expect(confirmed[1]).toBe('Once confirmed, cancel up to 30 days before check-in for a full refund.');
    expect(homeStayTerms({ bookingSetting: 'Request Price' }).cancellation[1]).toMatch(
      /of the quoted price\.$/,
    );
  });
});
