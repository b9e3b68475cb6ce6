import {
  addMonths,
  daysInMonthOf,
  addDays as daysOn,
  longDayOf,
  monthStartOf,
  monthTitleOf,
  shortDayOf,
  weekdayOf,
} from '../../../core/shared/index.js';

// Days are ISO dates ('2030-04-01'), as the search terms and the address bar carry them.

export const WEEKDAYS: readonly { readonly short: string; readonly name: string }[] = [
  { short: 'Su', name: 'Sunday' },
  { short: 'Mo', name: 'Monday' },
  { short: 'Tu', name: 'Tuesday' },
  { short: 'We', name: 'Wednesday' },
  { short: 'Th', name: 'Thursday' },
  { short: 'Fr', name: 'Friday' },
  { short: 'Sa', name: 'Saturday' },
];

export const addDays = daysOn;

/** The first day of the month a day is in. */
export const monthStart = monthStartOf;

/**
 * A month as weeks from Sunday to Saturday; the days before the 1st and after the last are
 * null (the grid leaves them empty rather than showing another month's days).
 */
export const monthWeeks = (date: string): (string | null)[][] => {
  const first = monthStartOf(date);
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayOf(first) }, () => null),
    ...Array.from({ length: daysInMonthOf(first) }, (_, index) => daysOn(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
};

/** The keys the grid of days answers (W3C APG date picker dialog), and where each one goes. */
export const GRID_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type GridKey = (typeof GRID_KEYS)[number];

export const isGridKey = (key: string): key is GridKey => (GRID_KEYS as readonly string[]).includes(key);

/**
 * The day a key moves the focus to: a day, a week, the week's start or end, a month (a
 * year with Shift). A month on keeps the day of the month, or the month's last day when it
 * is shorter (31 January goes to 28 or 29 February).
 */
export const dayMoved = (date: string, key: GridKey, shift = false): string => {
  const months = shift ? 12 : 1;
  switch (key) {
    case 'ArrowLeft':
      return daysOn(date, -1);
    case 'ArrowRight':
      return daysOn(date, 1);
    case 'ArrowUp':
      return daysOn(date, -7);
    case 'ArrowDown':
      return daysOn(date, 7);
    case 'Home':
      return daysOn(date, -weekdayOf(date));
    case 'End':
      return daysOn(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, -months);
    case 'PageDown':
      return addMonths(date, months);
  }
};

/** 'April 2030': the grid's heading. */
export const monthTitle = monthTitleOf;

/** 'Wednesday, April 3, 2030': a day as read out. */
export const dayName = longDayOf;

/** 'Apr 3, 2030': a chosen day as the search bar shows it. */
export const shortDate = shortDayOf;
