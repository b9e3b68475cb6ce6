import dayjs from 'dayjs';
import { zoned } from '../formatting/index.js';
import type { AvailabilityCalendar } from './availability-calendar.entity.js';
import type { DateFieldType } from './date-field-type.entity.js';
import type { ItemDates } from './item-dates.entity.js';
import { isMeetingTimeConfigured } from './meeting-time.rule.js';
import type { TimeSlot } from './time-slot.entity.js';

/**
 * When the guest wants a service, as the booking panel holds it: days ('YYYY-MM-DD') in the
 * service's own time zone and, for 'Date + Time', the index of the chosen slot
 * (docs/product/flows.md#service-booking).
 */
export interface ServiceWhen {
  readonly startDay: string | null;
  readonly endDay: string | null;
  readonly slot: number | null;
}

export const NO_WHEN: ServiceWhen = { startDay: null, endDay: null, slot: null };

/** What of a service decides how its date is asked for. */
export interface WhenRules {
  readonly dateFieldType?: DateFieldType | null;
  readonly timeSlots?: readonly TimeSlot[] | null;
  readonly timeZoneName?: string | null;
  /** Minutes (item-descriptors.entity.ts). */
  readonly bookingLeadTimeDuration?: number | null;
}

const DAY = 'YYYY-MM-DD';

/** The instant a wall-clock time ('HH:mm') strikes on a day in the zone (UTC without a usable zone). */
export const instantOn = (day: string, time: string, zone: string | null | undefined): string => {
  const midnight = zoned(`${day}T00:00:00.000Z`, zone);
  const offset = midnight ? midnight.utcOffset() : 0;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // The offset of the day's midnight: a slot on a daylight-saving day is read once more at its hour.
  const first = dayjs.utc(`${day}T00:00:00.000Z`).add(hours * 60 + minutes - offset, 'minute');
  const again = zoned(first.toISOString(), zone)?.utcOffset() ?? offset;
  return first.add(offset - again, 'minute').toISOString();
};

/** The day an instant falls on in the zone. */
export const dayIn = (iso: string | null | undefined, zone: string | null | undefined): string | null =>
  zoned(iso, zone)?.format(DAY) ?? null;

/** A slot's wall-clock time ('HH:mm') in the zone. */
const clockOf = (iso: string, zone: string | null | undefined): string =>
  zoned(iso, zone)?.format('HH:mm') ?? '00:00';

/**
 * The first day a service may be booked for: the booking lead time counted from now, rounded
 * up to the next whole day in the service's zone (a service starting that day would begin
 * before the lead time is over); without a lead time, today.
 */
export const earliestServiceDay = (now: Date, rules: WhenRules): string => {
  const zone = rules.timeZoneName;
  const lead = Math.max(0, rules.bookingLeadTimeDuration ?? 0);
  const ready = zoned(dayjs(now).add(lead, 'minute').toISOString(), zone) ?? dayjs.utc(now);
  return lead > 0 ? ready.add(1, 'day').format(DAY) : ready.format(DAY);
};

/** A slot of the service placed on a day: its wall-clock times, that day, in the service's zone. */
export const slotOnDay = (slot: TimeSlot, day: string, zone: string | null | undefined): TimeSlot => {
  const start = instantOn(day, slot.isNoPreference ? '00:00' : clockOf(slot.start, zone), zone);
  const endClock = slot.isNoPreference ? '00:00' : clockOf(slot.end, zone);
  const sameDayEnd = instantOn(day, endClock, zone);
  const nextDay = dayjs(day).add(1, 'day').format(DAY);
  const end = sameDayEnd > start ? sameDayEnd : instantOn(nextDay, endClock, zone);
  return { start, end, isNoPreference: slot.isNoPreference ?? false };
};

/** The slots a 'Date + Time' service offers; none for the other types. */
export const slotsOf = (rules: WhenRules): readonly TimeSlot[] =>
  rules.dateFieldType === 'Date + Time' ? (rules.timeSlots ?? []) : [];

/** The chosen slot placed on the chosen day, or null. */
export const chosenSlot = (rules: WhenRules, when: ServiceWhen): TimeSlot | null => {
  const slot = when.slot === null ? undefined : slotsOf(rules)[when.slot];
  return slot && when.startDay ? slotOnDay(slot, when.startDay, rules.timeZoneName) : null;
};

/**
 * The booking's dates as the host takes them (docs/product/entities.md#service, item dates):
 * a day starts at midnight in the service's zone, a slot at its time; a range ends on its
 * last day's midnight (the days in between, as a stay's nights). The meeting time lasts as
 * long as the slot; the no-preference slot and a day without a slot have none.
 */
export const itemDatesOf = (rules: WhenRules, when: ServiceWhen): ItemDates => {
  const zone = rules.timeZoneName ?? null;
  if (!when.startDay) return { itemStartDate: null, itemEndDate: null, timeZoneName: zone };
  const slot = chosenSlot(rules, when);
  const itemStartDate = slot ? slot.start : instantOn(when.startDay, '00:00', zone);
  const itemEndDate =
    rules.dateFieldType === 'Date Range' && when.endDay
      ? instantOn(when.endDay, '00:00', zone)
      : (slot?.end ?? null);
  const meetingTimeDuration =
    slot && !slot.isNoPreference ? dayjs(slot.end).diff(dayjs(slot.start), 'minute') : 0;
  return { itemStartDate, itemEndDate, timeZoneName: zone, meetingTimeDuration };
};

/** The meeting time to show ('h:mm A' in the zone), only when one is configured (meeting-time.rule.ts). */
export const meetingTime = (rules: WhenRules, when: ServiceWhen): string | null => {
  const dates = itemDatesOf(rules, when);
  return isMeetingTimeConfigured(dates.meetingTimeDuration)
    ? (zoned(dates.itemStartDate, rules.timeZoneName)?.format('h:mm A') ?? null)
    : null;
};

/** The when the panel reads back from a stored booking state (instants), in the service's zone. */
export const whenFromItemDates = (
  rules: WhenRules,
  stored: {
    readonly itemStartDate: string | null;
    readonly itemEndDate: string | null;
    readonly slot: TimeSlot | null;
  },
): ServiceWhen => {
  const zone = rules.timeZoneName;
  const startDay = dayIn(stored.itemStartDate, zone);
  const endDay = rules.dateFieldType === 'Date Range' ? dayIn(stored.itemEndDate, zone) : null;
  const stored_slot = stored.slot;
  const index = stored_slot
    ? slotsOf(rules).findIndex((slot) =>
        stored_slot.isNoPreference
          ? slot.isNoPreference === true
          : !slot.isNoPreference && clockOf(slot.start, zone) === clockOf(stored_slot.start, zone),
      )
    : -1;
  return { startDay, endDay, slot: index >= 0 ? index : null };
};

interface Span {
  readonly start: string;
  readonly end: string;
}

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

const daySpan = (day: string, zone: string | null | undefined): Span => ({
  start: instantOn(day, '00:00', zone),
  end: instantOn(dayjs(day).add(1, 'day').format(DAY), '00:00', zone),
});

const iso = (value: string): string => dayjs(value).toISOString();

/**
 * Whether the calendar takes the whole day: an all-day event (or a blocked time) that overlaps
 * it. A booking by the hour leaves the rest of the day open; its own slot is checked by
 * `slotTaken`.
 */
export const dayTaken = (
  calendar: AvailabilityCalendar,
  day: string,
  zone: string | null | undefined,
): boolean =>
  calendar.events.some(
    (event) =>
      (event.allDay === true || event.type === 'blocked') &&
      overlaps({ start: iso(event.start), end: iso(event.end) }, daySpan(day, zone)),
  );

/** Whether an event of the calendar overlaps the slot placed on its day. */
export const slotTaken = (calendar: AvailabilityCalendar, slot: TimeSlot): boolean =>
  !slot.isNoPreference &&
  calendar.events.some((event) => overlaps({ start: iso(event.start), end: iso(event.end) }, slot));

/** The days from start to end (inclusive of both when end is given). */
const daysFrom = (start: string, end: string): string[] => {
  const days: string[] = [];
  for (let day = dayjs(start); !day.isAfter(dayjs(end)); day = day.add(1, 'day')) days.push(day.format(DAY));
  return days;
};

const longDay = (day: string): string => dayjs(day).format('dddd, MMMM D, YYYY');

/**
 * Why the chosen when cannot be booked, in words the guest can act on, or null: a date is
 * needed (and a time for 'Date + Time'); nothing before the earliest day the lead time allows;
 * a range ends after it starts; no day (or slot) the availability calendar takes.
 */
export const whenProblem = (
  rules: WhenRules,
  when: ServiceWhen,
  context: { readonly earliestDay: string; readonly calendar: AvailabilityCalendar },
): string | null => {
  const zone = rules.timeZoneName;
  const range = rules.dateFieldType === 'Date Range';
  if (!when.startDay || (range && !when.endDay))
    return range ? 'Choose the first and last days.' : 'Choose a date.';
  if (when.startDay < context.earliestDay)
    return `This service needs notice: the earliest day you can book is ${longDay(context.earliestDay)}.`;
  if (range && when.endDay && when.endDay <= when.startDay) return 'The last day must come after the first.';
  const days =
    range && when.endDay
      ? daysFrom(when.startDay, dayjs(when.endDay).subtract(1, 'day').format(DAY))
      : [when.startDay];
  const taken = days.find((day) => dayTaken(context.calendar, day, zone));
  if (taken) return `This service is not available on ${longDay(taken)}. Please choose another day.`;
  if (slotsOf(rules).length > 0) {
    const slot = chosenSlot(rules, when);
    if (!slot) return 'Choose a time.';
    if (slotTaken(context.calendar, slot)) return 'This time is already taken. Please choose another time.';
  }
  return null;
};
