/**
 * Stays are counted in calendar days ('YYYY-MM-DD'), never instants: a night belongs to
 * the day it starts, in the home's own calendar, whatever zone the guest is in. Days are
 * handled as UTC dates so no local zone or daylight-saving change can shift them.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (day: string): Date => {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
};

export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  dayOf(new Date(toDate(day).getTime() + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` comes first): the nights of a stay. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (day: string): number => toDate(day).getUTCDay();

/** Each night of a stay, by the day it starts: check-in day up to the day before check-out. */
export const nightsOf = (startDate: string, endDate: string): string[] => {
  const nights: string[] = [];
  for (let day = startDate; day < endDate; day = addDays(day, 1)) nights.push(day);
  return nights;
};
