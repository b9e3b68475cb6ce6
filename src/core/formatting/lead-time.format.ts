const plural = (count: number, one: string): string => `${count} ${one}${count === 1 ? '' : 's'}`;

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * A service's booking lead time in words (docs/product/routes.md#service-details): the
 * duration is in minutes (item-descriptors.entity.ts), said in whole days when it is whole
 * days, else whole hours, else minutes ('2 days', '36 hours', '90 minutes'). No lead time, or
 * one of zero or less, says nothing ('').
 */
export const leadTimeWords = (minutes: number | null | undefined): string => {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return '';
  const whole = Math.round(minutes);
  if (whole % MINUTES_PER_DAY === 0) return plural(whole / MINUTES_PER_DAY, 'day');
  if (whole % MINUTES_PER_HOUR === 0) return plural(whole / MINUTES_PER_HOUR, 'hour');
  return plural(whole, 'minute');
};
