/**
 * Calendar days as 'YYYY-MM-DD', as search terms, the address bar and the date picker carry
 * them, counted without any time zone (a day is a day wherever the guest is). Plain arithmetic
 * on the platform's Date in UTC: the home search's first download needs only this of a date
 * library (docs/product/constants.md#date-and-label-formats).
 */

const DAY_MS = 86_400_000;
const DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Midnight UTC of a day, in milliseconds (setUTCFullYear: Date.UTC reads years 0-99 as 19xx). */
const utcOf = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, date);
  return instant.getTime();
};

const dayAt = (ms: number): string => {
  const instant = new Date(ms);
  return `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;
};

/** Whether a text is a day in exactly this form and on the calendar ('2030-02-30' is not). */
export const isCalendarDay = (value: string): boolean =>
  DAY_FORM.test(value) && dayAt(utcOf(value)) === value;

export const addDays = (day: string, days: number): string => dayAt(utcOf(day) + days * DAY_MS);

/** Whole days from one day to another: a stay's nights from check-in to check-out. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** The day an instant falls on in UTC: what the host counts a stay's days from. */
export const utcDayOf = (instant: Date): string => dayAt(instant.getTime());

/** Each night of a stay, by the day it starts: check-in day up to the day before check-out. */
export const nightsOf = (checkIn: string, checkOut: string): string[] => {
  const nights: string[] = [];
  for (let day = checkIn; day < checkOut; day = addDays(day, 1)) nights.push(day);
  return nights;
};

/** The day it is at `now` where the guest is (the browser's or Node's zone). */
export const localDayOf = (now: Date): string =>
  `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: string): number => new Date(utcOf(day)).getUTCDay();

/** The first day of the month a day is in. */
export const monthStartOf = (day: string): string => `${day.slice(0, 8)}01`;

export const daysInMonthOf = (day: string): number => {
  const start = new Date(utcOf(monthStartOf(day)));
  start.setUTCMonth(start.getUTCMonth() + 1, 0);
  return start.getUTCDate();
};

/**
 * The same day of the month some months on (or back), or that month's last day when it is
 * shorter: 31 January and one month is 28 or 29 February.
 */
export const addMonths = (day: string, months: number): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  const start = `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}-01`;
  const date = Math.min(Number(day.slice(8)), daysInMonthOf(start));
  return `${start.slice(0, 8)}${pad(date)}`;
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const monthNameOf = (day: string): string => MONTHS[Number(day.slice(5, 7)) - 1] ?? '';
const dateOf = (day: string): number => Number(day.slice(8));

/** 'April 2030'. */
export const monthTitleOf = (day: string): string => `${monthNameOf(day)} ${day.slice(0, 4)}`;

/** 'Wednesday, April 3, 2030'. */
export const longDayOf = (day: string): string =>
  `${WEEKDAY_NAMES[weekdayOf(day)]}, ${monthNameOf(day)} ${dateOf(day)}, ${day.slice(0, 4)}`;

/** 'Apr 3, 2030'. */
export const shortDayOf = (day: string): string =>
  `${monthNameOf(day).slice(0, 3)} ${dateOf(day)}, ${day.slice(0, 4)}`;
