import { describe, expect, it } from 'vitest';
import {
  dayMoved,
  dayName,
  monthTitle,
  monthWeeks,
  shortDate,
} from '../../../src/ui/components/date-range/calendar-month.js';

describe('a month of days', () => {
  it('is laid out in weeks from Sunday, the days of other months left empty', () => {
    const weeks = monthWeeks('2030-04-17'); // 1 April 2030 is a Monday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2030-04-01',
      '2030-04-02',
      '2030-04-03',
      '2030-04-04',
      '2030-04-05',
      '2030-04-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2030-04-28', '2030-04-29', '2030-04-30', null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('a February starting on Sunday fills four weeks exactly', () => {
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
  });
});

describe('moving the focused day by key (W3C APG date picker)', () => {
  it.each([
    ['ArrowRight', false, '2030-04-11'],
    ['ArrowLeft', false, '2030-04-09'],
    ['ArrowDown', false, '2030-04-17'],
    ['ArrowUp', false, '2030-04-03'],
    ['Home', false, '2030-04-07'], // the Sunday of its week
    ['End', false, '2030-04-13'], // the Saturday
    ['PageDown', false, '2030-05-10'],
    ['PageUp', false, '2030-03-10'],
    ['PageDown', true, '2031-04-10'],
    ['PageUp', true, '2029-04-10'],
  ] as const)('%s (shift %s) from Wednesday 10 April 2030 goes to %s', (key, shift, expected) => {
    expect(dayMoved('2030-04-10', key, shift)).toBe(expected);
  });

  it('crosses months and years, and a month on from the 31st lands on the shorter month’s last day', () => {
    expect(dayMoved('2030-04-30', 'ArrowRight')).toBe('2030-05-01');
    expect(dayMoved('2030-12-29', 'ArrowDown')).toBe('2031-01-05');
    expect(dayMoved('2030-01-31', 'PageDown')).toBe('2030-02-28');
    expect(dayMoved('2032-01-31', 'PageDown')).toBe('2032-02-29');
  });
});

describe('day names', () => {
  it('reads a month, a day in full, and a short date', () => {
    expect(monthTitle('2030-04-10')).toBe('April 2030');
    expect(dayName('2030-04-10')).toBe('Wednesday, April 10, 2030');
    expect(shortDate('2030-04-10')).toBe('Apr 10, 2030');
  });
});
