import dayjs from 'dayjs';

/** Days are ISO dates ('2030-04-01'), as the search terms and the address bar carry them. */
const ISO = 'YYYY-MM-DD';

export const WEEKDAYS: readonly { readonly short: string; readonly name: string }[] = [
  { short: 'Su', name: 'Sunday' },
  { short: 'Mo', name: 'Monday' },
  { short: 'Tu', name: 'Tuesday' },
  { short: 'We', name: 'Wednesday' },
  { short: 'Th', name: 'Thursday' },
  { short: 'Fr', name: 'Friday' },
  { short: 'Sa', name: 'Saturday' },
];

export const addDays = (date: string, days: number): string => dayjs(date).add(days, 'day').format(ISO);

/** The first day of the month a day is in. */
export const monthStart = (date: string): string => dayjs(date).startOf('month').format(ISO);

/**
 * A month as weeks from Sunday to Saturday; the days before the 1st and after the last are
 * null (the grid leaves them empty rather than showing another month's days).
 */
export const monthWeeks = (date: string): (string | null)[][] => {
  const first = dayjs(date).startOf('month');
  const days = first.daysInMonth();
  const cells: (string | null)[] = [
    ...Array.from({ length: first.day() }, () => null),
    ...Array.from({ length: days }, (_, index) => first.add(index, 'day').format(ISO)),
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
 * is shorter (31 January goes to 28 or 29 February), as dayjs does.
 */
export const dayMoved = (date: string, key: GridKey, shift = false): string => {
  const day = dayjs(date);
  const unit = shift ? 'year' : 'month';
  switch (key) {
    case 'ArrowLeft':
      return day.subtract(1, 'day').format(ISO);
    case 'ArrowRight':
      return day.add(1, 'day').format(ISO);
    case 'ArrowUp':
      return day.subtract(7, 'day').format(ISO);
    case 'ArrowDown':
      return day.add(7, 'day').format(ISO);
    case 'Home':
      return day.subtract(day.day(), 'day').format(ISO);
    case 'End':
      return day.add(6 - day.day(), 'day').format(ISO);
    case 'PageUp':
      return day.subtract(1, unit).format(ISO);
    case 'PageDown':
      return day.add(1, unit).format(ISO);
  }
};

/** 'April 2030': the grid's heading. */
export const monthTitle = (date: string): string => dayjs(date).format('MMMM YYYY');

/** 'Wednesday, April 3, 2030': a day as read out. */
export const dayName = (date: string): string => dayjs(date).format('dddd, MMMM D, YYYY');

/** 'Apr 3, 2030': a chosen day as the search bar shows it. */
export const shortDate = (date: string): string => dayjs(date).format('MMM D, YYYY');
