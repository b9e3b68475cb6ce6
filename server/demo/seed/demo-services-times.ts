/**
 * Wall-clock times in a market's zone as ISO instants: time slots and blocked days are
 * written in local time ('18:00' in Aspen) but the app reads instants (time-slot-label).
 */
const partsIn = (instant: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
};

/** The instant `time` ('HH:mm') strikes on `day` ('YYYY-MM-DD') in `timeZone`. */
export const zonedInstant = (day: string, time: string, timeZone: string): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The zone's offset at about that time; checked once more across a daylight-saving change.
  let instant = wall - (partsIn(wall, timeZone) - wall);
  instant = wall - (partsIn(instant, timeZone) - instant);
  return new Date(instant).toISOString();
};
