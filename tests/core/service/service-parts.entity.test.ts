import { describe, expect, it } from 'vitest';
import { AvailabilityCalendar } from '../../../src/core/service/availability-calendar.entity.js';
import { DATE_FIELD_TYPES, DateFieldType } from '../../../src/core/service/date-field-type.entity.js';
import { ItemDates } from '../../../src/core/service/item-dates.entity.js';
import { SITE_SECTIONS } from '../../../src/core/service/site-section.entity.js';
import { TimeSlot } from '../../../src/core/service/time-slot.entity.js';
import {
  isVacationHomeServiceKey,
  VACATION_HOME_SERVICE_KEYS,
  VacationHomeServiceKey,
} from '../../../src/core/service/vacation-home-service-key.entity.js';
import { struct } from '../../../src/core/shared/struct.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('Availability calendar', () => {
  it('availability calendar with events: events with start and end decode', () => {
    const calendar = {
      events: [
        {
          start: '2026-02-09T18:00:00Z',
          end: '2026-02-09T21:00:00Z',
          title: 'Booked',
          type: 'busy',
          allDay: false,
        },
        { start: '2026-02-10', end: '2026-02-11', allDay: true },
      ],
    };
    expect(decoded(AvailabilityCalendar, calendar)).toEqual(calendar);
  });

  it('availability calendar: an empty answer has no events', () => {
    expect(decoded(AvailabilityCalendar, {})).toEqual({ events: [] });
  });

  it('availability calendar: an event with a bad end is refused at events.0.end', () => {
    expectRejectedAt(
      AvailabilityCalendar,
      { events: [{ start: '2026-02-10', end: 'later' }] },
      'events.0.end',
    );
  });
});

describe('Time slot', () => {
  it('Time slot: start, end, isNoPreference decode', () => {
    const slot = { start: '2026-02-09T18:00:00Z', end: '2026-02-09T21:00:00Z', isNoPreference: false };
    expect(decoded(TimeSlot, slot)).toEqual(slot);
  });

  it('No preference: a no-preference slot decodes whatever its placeholder times', () => {
    expect(decoded(TimeSlot, { start: '', end: '', isNoPreference: true }).isNoPreference).toBe(true);
  });

  it('Time slot: a slot without end is refused', () => {
    expectRejectedAt(TimeSlot, { start: '2026-02-09T18:00:00Z' }, 'end');
  });
});

describe('Item dates', () => {
  it('Item dates: itemStartDate, itemEndDate, timeZoneName, meetingTimeDuration decode', () => {
    const dates = {
      itemStartDate: '2026-02-09T18:00:00Z',
      itemEndDate: '2026-02-09T21:00:00Z',
      timeZoneName: 'America/Denver',
      meetingTimeDuration: 30,
    };
    expect(decoded(ItemDates, dates)).toEqual(dates);
    expect(decoded(ItemDates, {})).toEqual({});
  });

  it('Item dates: a duration sent as text is refused at meetingTimeDuration', () => {
    expectRejectedAt(ItemDates, { meetingTimeDuration: '30 min' }, 'meetingTimeDuration');
  });
});

describe('Service enumerations', () => {
  it("Date field types: 'Date + Time', 'Date Only', 'Date Range'", () => {
    expect(DATE_FIELD_TYPES).toEqual(['Date + Time', 'Date Only', 'Date Range']);
    for (const type of DATE_FIELD_TYPES) expect(decoded(DateFieldType, type)).toBe(type);
    expectRejectedAt(
      struct('S', { dateFieldType: DateFieldType }),
      { dateFieldType: 'Date' },
      'dateFieldType',
    );
  });

  it('siteSection: local_favorites or catalog', () => {
    expect(SITE_SECTIONS).toEqual(['local_favorites', 'catalog']);
  });

  it('Vacation-home service keys: property_rental, yacht_rental, hotel_rental', () => {
    expect(VACATION_HOME_SERVICE_KEYS).toEqual(['property_rental', 'yacht_rental', 'hotel_rental']);
    expect(decoded(VacationHomeServiceKey, 'yacht_rental')).toBe('yacht_rental');
    expect(isVacationHomeServiceKey('hotel_rental')).toBe(true);
    expect(isVacationHomeServiceKey('private_chef')).toBe(false);
    expect(isVacationHomeServiceKey(null)).toBe(false);
  });
});
