import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from '../../../src/core/formatting/date.format.js';

const iso = '2025-03-05T21:30:00Z';

describe('date formats', () => {
  it('date formats: the four formats', () => {
    expect(DATE_FORMATS).toEqual({
      longDate: 'dddd, MMMM DD, YYYY',
      longDateTime: 'dddd, MMMM DD, YYYY h:mm A',
      shortDateTimeZone: 'MM/DD/YYYY h:mm a z',
      longDateUnpadded: 'dddd, MMMM D, YYYY',
    });
  });

  it("date format 'dddd, MMMM DD, YYYY' pads the day", () => {
    expect(formatDate(iso, 'longDate')).toBe('Wednesday, March 05, 2025');
  });

  it("date format 'dddd, MMMM DD, YYYY' with 'h:mm A'", () => {
    expect(formatDate(iso, 'longDateTime')).toBe('Wednesday, March 05, 2025 9:30 PM');
    expect(formatDate(iso, 'longDateTime', 'America/Denver')).toBe('Wednesday, March 05, 2025 2:30 PM');
  });

  it("date format 'MM/DD/YYYY h:mm a z' in the item's time zone", () => {
    expect(formatDate(iso, 'shortDateTimeZone', 'America/Denver')).toBe('03/05/2025 2:30 pm MST');
    expect(formatDate('2025-07-05T21:30:00Z', 'shortDateTimeZone', 'America/New_York')).toBe(
      '07/05/2025 5:30 pm EDT',
    );
    expect(formatDate(iso, 'shortDateTimeZone')).toBe('03/05/2025 9:30 pm UTC');
  });

  it("date format 'dddd, MMMM D, YYYY' does not pad the day", () => {
    expect(formatDate(iso, 'longDateUnpadded')).toBe('Wednesday, March 5, 2025');
  });

  it('date formats: the zone moves the date across midnight', () => {
    expect(formatDate('2025-03-06T03:00:00Z', 'longDate', 'America/Los_Angeles')).toBe(
      'Wednesday, March 05, 2025',
    );
  });

  it('date formats: an unknown zone falls back to UTC', () => {
    expect(formatDate(iso, 'shortDateTimeZone', 'Nowhere/Land')).toBe('03/05/2025 9:30 pm UTC');
    expect(formatDate(iso, 'shortDateTimeZone', '')).toBe('03/05/2025 9:30 pm UTC');
  });

  it('date formats: empty or unreadable dates render as nothing', () => {
    expect(formatDate(null, 'longDate')).toBe('');
    expect(formatDate(undefined, 'longDate')).toBe('');
    expect(formatDate('', 'longDate')).toBe('');
    expect(formatDate('not a date', 'longDate', 'America/Denver')).toBe('');
  });
});
