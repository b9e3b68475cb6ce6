import { describe, expect, it } from 'vitest';
import {
  dayTaken,
  earliestServiceDay,
  instantOn,
  itemDatesOf,
  meetingTime,
  slotOnDay,
  whenFromItemDates,
  whenProblem,
} from '../../../src/core/service/service-when.rule.js';

const DENVER = 'America/Denver';
// Slots as the host sends them: wall-clock times on some day, as instants.
const dinner = {
  dateFieldType: 'Date + Time' as const,
  timeZoneName: DENVER,
  bookingLeadTimeDuration: 48 * 60,
  timeSlots: [
    { start: '2030-01-10T00:00:00.000Z', end: '2030-01-10T03:00:00.000Z', isNoPreference: false }, // 17:00-20:00
    { start: '2030-01-10T07:00:00.000Z', end: '2030-01-11T07:00:00.000Z', isNoPreference: true },
  ],
};
const calendar = {
  events: [
    { start: '2031-02-10T07:00:00.000Z', end: '2031-02-11T07:00:00.000Z', type: 'blocked', allDay: false },
  ],
};

describe('when a service is booked (service-when.rule)', () => {
  it('places a wall-clock time on a day in the zone, across daylight saving', () => {
    expect(instantOn('2031-01-15', '17:00', DENVER)).toBe('2031-01-16T00:00:00.000Z');
    expect(instantOn('2031-07-15', '17:00', DENVER)).toBe('2031-07-15T23:00:00.000Z');
    expect(instantOn('2031-07-15', '17:00', null)).toBe('2031-07-15T17:00:00.000Z');
  });

  it('moves a slot to the chosen day, keeping its local times', () => {
    expect(slotOnDay(dinner.timeSlots[0]!, '2031-07-15', DENVER)).toEqual({
      start: '2031-07-15T23:00:00.000Z',
      end: '2031-07-16T02:00:00.000Z',
      isNoPreference: false,
    });
  });

  it('counts the lead time from now and rounds up to the next whole day', () => {
    const now = new Date('2031-02-01T15:00:00.000Z');
    expect(earliestServiceDay(now, dinner)).toBe('2031-02-04');
    expect(earliestServiceDay(now, { ...dinner, bookingLeadTimeDuration: 0 })).toBe('2031-02-01');
  });

  it('gives a slot’s start and a meeting time; the no-preference slot has none', () => {
    const when = { startDay: '2031-02-12', endDay: null, slot: 0 };
    expect(itemDatesOf(dinner, when)).toMatchObject({
      itemStartDate: '2031-02-13T00:00:00.000Z',
      itemEndDate: '2031-02-13T03:00:00.000Z',
      meetingTimeDuration: 180,
    });
    expect(meetingTime(dinner, when)).toBe('5:00 PM');
    expect(meetingTime(dinner, { ...when, slot: 1 })).toBeNull();
    expect(itemDatesOf(dinner, { ...when, slot: 1 }).itemStartDate).toBe('2031-02-12T07:00:00.000Z');
  });

  it('reads a range as its first day to its last day’s midnight, and back', () => {
    const range = { dateFieldType: 'Date Range' as const, timeZoneName: DENVER };
    const dates = itemDatesOf(range, { startDay: '2031-02-12', endDay: '2031-02-15', slot: null });
    expect(dates).toMatchObject({
      itemStartDate: '2031-02-12T07:00:00.000Z',
      itemEndDate: '2031-02-15T07:00:00.000Z',
    });
    expect(
      whenFromItemDates(range, {
        itemStartDate: dates.itemStartDate!,
        itemEndDate: dates.itemEndDate!,
        slot: null,
      }),
    ).toEqual({
      startDay: '2031-02-12',
      endDay: '2031-02-15',
      slot: null,
    });
  });

  it('finds the chosen slot again from a stored one', () => {
    const stored = slotOnDay(dinner.timeSlots[0]!, '2031-03-01', DENVER);
    expect(
      whenFromItemDates(dinner, { itemStartDate: stored.start, itemEndDate: stored.end, slot: stored }),
    ).toEqual({
      startDay: '2031-03-01',
      endDay: null,
      slot: 0,
    });
  });

  it('says what is missing or impossible, in words', () => {
    const context = { earliestDay: '2031-02-03', calendar };
    expect(whenProblem(dinner, { startDay: null, endDay: null, slot: null }, context)).toBe('Choose a date.');
    expect(whenProblem(dinner, { startDay: '2031-02-02', endDay: null, slot: 0 }, context)).toMatch(
      /earliest day you can book is Monday, February 3, 2031/,
    );
    expect(whenProblem(dinner, { startDay: '2031-02-10', endDay: null, slot: 0 }, context)).toMatch(
      /not available on Monday, February 10, 2031/,
    );
    expect(whenProblem(dinner, { startDay: '2031-02-12', endDay: null, slot: null }, context)).toBe(
      'Choose a time.',
    );
    expect(whenProblem(dinner, { startDay: '2031-02-12', endDay: null, slot: 0 }, context)).toBeNull();
    const range = { dateFieldType: 'Date Range' as const, timeZoneName: DENVER };
    expect(whenProblem(range, { startDay: '2031-02-12', endDay: '2031-02-12', slot: null }, context)).toBe(
      'The last day must come after the first.',
    );
    expect(whenProblem(range, { startDay: '2031-02-08', endDay: '2031-02-12', slot: null }, context)).toMatch(
      /February 10/,
    );
  });

  it('takes a slot a booking overlaps, and leaves the rest of that day open', () => {
    const booked = {
      events: [
        { start: '2031-02-13T00:00:00.000Z', end: '2031-02-13T03:00:00.000Z', type: 'booked', allDay: false },
      ],
    };
    expect(dayTaken(booked, '2031-02-12', DENVER)).toBe(false);
    expect(
      whenProblem(
        dinner,
        { startDay: '2031-02-12', endDay: null, slot: 0 },
        { earliestDay: '2031-02-01', calendar: booked },
      ),
    ).toMatch(/already taken/);
  });
});
