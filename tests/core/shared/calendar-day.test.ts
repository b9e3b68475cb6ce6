import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zoned } from '../../../src/core/formatting/zoned-dayjs.js';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonthOf,
  isCalendarDay,
  localDayOf,
  longDayOf,
  monthStartOf,
  monthTitleOf,
  nightsOf,
  shortDayOf,
  utcDayOf,
  weekdayOf,
} from '../../../src/core/shared/calendar-day.js';
import { dayInZone, isKnownZone } from '../../../src/core/shared/zoned-day.js';

// Days from 1900 to 2200, the range the host accepts, as the date library would print them.
const days = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('calendar days (calendar-day)', () => {
  it('knows a day on the calendar in exactly the YYYY-MM-DD form', () => {
    expect(isCalendarDay('2030-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2030-02-29')).toBe(false);
    expect(isCalendarDay('2030-02-30')).toBe(false);
    expect(isCalendarDay('2030-13-01')).toBe(false);
    expect(isCalendarDay('2030-00-10')).toBe(false);
    expect(isCalendarDay('2030-7-1')).toBe(false);
    expect(isCalendarDay('2030-07-01T00:00')).toBe(false);
    expect(isCalendarDay('0099-01-01')).toBe(true);
  });

  it('counts, adds and names days as the date library does', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -800, max: 800 }), (day, shift) => {
        const library = dayjs(day);
        expect(addDays(day, shift)).toBe(library.add(shift, 'day').format('YYYY-MM-DD'));
        expect(daysBetween(day, addDays(day, shift))).toBe(shift);
        expect(weekdayOf(day)).toBe(library.day());
        expect(monthStartOf(day)).toBe(library.startOf('month').format('YYYY-MM-DD'));
        expect(daysInMonthOf(day)).toBe(library.daysInMonth());
        expect(addMonths(day, shift % 30)).toBe(library.add(shift % 30, 'month').format('YYYY-MM-DD'));
        expect(monthTitleOf(day)).toBe(library.format('MMMM YYYY'));
        expect(longDayOf(day)).toBe(library.format('dddd, MMMM D, YYYY'));
        expect(shortDayOf(day)).toBe(library.format('MMM D, YYYY'));
      }),
    );
  });

  it('a month on from the 31st is the next month’s last day when it is shorter', () => {
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2030-03-31', -1)).toBe('2030-02-28');
    expect(addMonths('2030-12-15', 1)).toBe('2031-01-15');
    expect(addMonths('2030-01-15', -1)).toBe('2029-12-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('the day at an instant is the one where the guest is', () => {
    const late = new Date(2030, 0, 31, 23, 59);
    expect(localDayOf(late)).toBe('2030-01-31');
    expect(localDayOf(new Date(2030, 8, 5, 0, 0))).toBe('2030-09-05');
  });

  it('spells the examples the date picker shows', () => {
    expect(monthTitleOf('2030-04-03')).toBe('April 2030');
    expect(longDayOf('2030-04-03')).toBe('Wednesday, April 3, 2030');
    expect(shortDayOf('2030-04-03')).toBe('Apr 3, 2030');
    expect(daysBetween('2030-03-30', '2030-04-02')).toBe(3);
  });

  it('the day an instant falls on in a zone is the one the zoned date library gives, UTC without a usable zone', () => {
    const zones = [
      'America/Denver',
      'Pacific/Kiritimati',
      'Asia/Kolkata',
      'Europe/London',
      'Nowhere/Else',
      null,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const iso = new Date(ms).toISOString();
          expect(dayInZone(new Date(ms), zone)).toBe(zoned(iso, zone)?.format('YYYY-MM-DD'));
        },
      ),
    );
    expect(dayInZone(new Date('2030-01-13T05:00:00Z'), 'America/Denver')).toBe('2030-01-12');
    expect(dayInZone(new Date('2030-01-13T05:00:00Z'), 'Not/AZone')).toBe('2030-01-13');
    expect(isKnownZone('America/Denver')).toBe(true);
    expect(isKnownZone('Not/AZone')).toBe(false);
  });
  it('the host counts days in UTC: the day of an instant and each night of a stay', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(utcDayOf(new Date(ms))).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
    );
    expect(utcDayOf(new Date('2030-01-13T23:59:59-07:00'))).toBe('2030-01-14');
    expect(nightsOf('2030-02-27', '2030-03-02')).toEqual(['2030-02-27', '2030-02-28', '2030-03-01']);
    expect(nightsOf('2030-03-02', '2030-03-02')).toEqual([]);
  });
});
