import dayjs from 'dayjs';
import type { AvailabilityCalendar, TimeSlot } from '../../../src/core/service/index.js';
import {
  DateFieldType,
  dayIn,
  earliestServiceDay,
  itemDatesOf,
  slotsOf,
  type WhenRules,
  whenFromItemDates,
  whenProblem,
} from '../../../src/core/service/index.js';
import { BOOKABLE_DAYS_AHEAD } from '../../catalog/stay-check.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { MAX_SERVICE_SPAN_DAYS } from '../../services/service-dates.js';
import { serviceCalendarSpans } from './service-calendar.store.js';
import { pickDescriptors, timeSlotOf } from './service-descriptors-json.js';

/**
 * The dates a service item may be given, checked in one place on the host with the rules the
 * booking panel shows (src/core/service/service-when.rule.ts): not in the past, not before the
 * service's lead time allows, within the bookable window, a single day (or its slot) unless
 * the service is booked by the range, a range no longer than MAX_SERVICE_SPAN_DAYS, a time
 * that is one of the service's time slots and, for a reserve, no day or slot the service's
 * calendar already takes. A refusal is a 400 whose words name the rule
 * (docs/host/pricing-integrity.md#dates).
 */

export interface ServiceDateRules {
  itemId: string;
  serviceId: string;
  date_field_type: string | null;
  time_zone_name: string | null;
  descriptors: unknown;
}

export interface ChosenServiceDates {
  start: string | null;
  end: string | null;
  timeSlot: unknown;
}

const whenRulesOf = (service: ServiceDateRules): WhenRules => {
  const descriptors = pickDescriptors(service.descriptors) as Partial<WhenRules>;
  return {
    dateFieldType: DateFieldType.is(service.date_field_type) ? service.date_field_type : null,
    timeSlots: descriptors.timeSlots ?? null,
    timeZoneName: service.time_zone_name,
    bookingLeadTimeDuration: descriptors.bookingLeadTimeDuration ?? null,
  };
};

/** What the service's calendar takes, without this item's own booking. */
const calendarWithout = async (db: Queryable, service: ServiceDateRules): Promise<AvailabilityCalendar> => {
  const rows = await serviceCalendarSpans(db, service.serviceId, service.itemId);
  const allDay = service.date_field_type !== 'Date + Time';
  return {
    events: rows.map((row) => ({
      start: new Date(row.start).toISOString(),
      end: new Date(row.end).toISOString(),
      title: null,
      type: row.type,
      allDay,
    })),
  };
};

const refuse = (rule: string, words: string): never => {
  throw new HttpError(400, `${words} (${rule})`);
};

/** The day `days` after `day` (YYYY-MM-DD). */
const plusDays = (day: string, days: number): string => dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');

type StoredDates = { itemStartDate: string; itemEndDate: string | null };

/**
 * The slot of a timed service whose time the start is, as the booking panel places it on the
 * start's day (itemDatesOf): the slot sent, when it is one of the service's; else any of the
 * service's slots (a real one before 'No preference'), since a booking context may hold a
 * slot in another form and a client may send the start alone. A start that is no slot's time
 * is refused, as the app never sends one; a service without slots takes any time (null).
 */
const slotOfStart = (
  rules: WhenRules,
  stored: StoredDates,
  start: string,
  sent: unknown,
): TimeSlot | null => {
  const slots = slotsOf(rules);
  if (slots.length === 0) return null;
  const isOne = (slot: TimeSlot) => whenFromItemDates(rules, { ...stored, slot }).slot !== null;
  const startsAt = (slot: TimeSlot) => {
    const placed = itemDatesOf(rules, whenFromItemDates(rules, { ...stored, slot })).itemStartDate;
    return placed != null && Date.parse(placed) === Date.parse(start);
  };
  const given = timeSlotOf(sent);
  if (given && isOne(given)) {
    if (startsAt(given)) return given;
    refuse('time slots', 'The start is not the time of the time slot chosen. Please choose a time.');
  }
  const byTime = [
    ...slots.filter((slot) => !slot.isNoPreference),
    ...slots.filter((slot) => slot.isNoPreference),
  ];
  return (
    byTime.find(startsAt) ??
    refuse('time slots', "The time must be one of this service's time slots. Please choose a time.")
  );
};

/**
 * Checks the dates a write would give a service item; `reserve` adds what only a reserve
 * needs (a time for a timed service, a free day on the calendar). Dates left empty pass:
 * a reserve without a date is refused by its own check.
 */
export const assertServiceDatesAllowed = async (
  db: Queryable,
  service: ServiceDateRules,
  chosen: ChosenServiceDates,
  now: Date,
  { reserve }: { reserve: boolean },
): Promise<void> => {
  if (!chosen.start) return;
  const rules = whenRulesOf(service);
  const zone = rules.timeZoneName;
  const startDay = dayIn(chosen.start, zone) ?? chosen.start.slice(0, 10);
  const today = dayIn(now.toISOString(), zone) ?? now.toISOString().slice(0, 10);
  if (startDay < today) refuse('not in the past', 'This date has passed. Please choose a new date.');
  if (startDay > plusDays(today, BOOKABLE_DAYS_AHEAD))
    refuse('bookable window', 'Services can be booked up to ten years ahead. Please choose an earlier date.');
  const earliestDay = earliestServiceDay(now, rules);
  const range = rules.dateFieldType === 'Date Range';
  const end = chosen.end ?? chosen.start;
  const spanDays = dayjs(end).diff(dayjs(chosen.start), 'day', true);
  if (range && spanDays > MAX_SERVICE_SPAN_DAYS)
    refuse(
      'maximum span',
      `A service can be booked for at most ${MAX_SERVICE_SPAN_DAYS} days. Please choose new dates.`,
    );
  // A day's service, or a slot's, ends by the next day: anything longer holds days nobody chose.
  if (!range && spanDays > 1)
    refuse(
      'one day',
      'This service is booked for one day: the end must be on the day it starts or the next.',
    );
  const stored = { itemStartDate: chosen.start, itemEndDate: range ? end : null };
  const slot = slotOfStart(rules, stored, chosen.start, chosen.timeSlot);
  const when = whenFromItemDates(rules, { ...stored, slot });
  const calendar = reserve ? await calendarWithout(db, service) : { events: [] };
  const problem = whenProblem(rules, when, { earliestDay, calendar });
  // A range may lack its last day until it is reserved; the rest of the rules still hold.
  const pending = !reserve && problem === 'Choose the first and last days.';
  if (problem && !pending) refuse('service dates', problem);
};
