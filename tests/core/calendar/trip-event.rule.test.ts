import { describe, expect, it } from 'vitest';
import { type CalendarItem, tripEvent, tripEvents } from '../../../src/core/calendar/trip-event.rule.js';
import { itemEventTimes, wallTimeInstant } from '../../../src/core/calendar/trip-event-times.rule.js';

const concierge = { name: 'Rocky Mountains Concierge', phone: '9705550100', email: 'concierge@example.test' };

const chef = (overrides: Partial<CalendarItem> = {}): CalendarItem => ({
  id: 'it-chef',
  kind: 'service',
  name: 'Private chef',
  status: 'booked',
  everInFeed: true,
  timeZone: 'America/Denver',
  times: { kind: 'timed', start: '2031-03-12T18:00:00.000Z', end: '2031-03-12T21:00:00.000Z' },
  location: '12 Aspen Way',
  confirmedAt: '2031-01-06T15:30:00.000Z',
  moves: 3,
  changedAt: '2031-01-06T15:30:00.000Z',
  ...overrides,
});

describe('a trip item as a calendar event (docs/product/calendar.md)', () => {
  it('a booked item is CONFIRMED with its uid, zone, place and a description of status, confirmation and concierge', () => {
    expect(tripEvent(chef(), concierge)).toEqual({
      uid: 'service-it-chef@keyhaven',
      summary: 'Private chef',
      status: 'CONFIRMED',
      sequence: 3,
      stamp: '2031-01-06T15:30:00.000Z',
      timeZone: 'America/Denver',
      start: { kind: 'moment', at: '2031-03-12T18:00:00.000Z' },
      end: { kind: 'moment', at: '2031-03-12T21:00:00.000Z' },
      location: '12 Aspen Way',
      description: [
        'Status: Booked',
        'Confirmation: confirmed by the concierge on 6 January 2031, reference it-chef',
        'Concierge: Rocky Mountains Concierge, (970) 555-0100, concierge@example.test',
      ].join('\n'),
    });
  });

  it('price requested, quoted and reserved-awaiting-confirmation are TENTATIVE', () => {
    for (const status of ['in_progress', 'quoted', 'approved'] as const) {
      expect(tripEvent(chef({ status, confirmedAt: null }), concierge)?.status).toBe('TENTATIVE');
    }
    expect(tripEvent(chef({ status: 'in_progress' }), null)?.description).toBe(
      [
        'Status: Price Requested',
        'Confirmation: not confirmed yet, reference it-chef',
        'Concierge: write to us from your trip page',
      ].join('\n'),
    );
  });

  it('an item that left the feed stays as CANCELLED; one never requested is not in it', () => {
    for (const status of ['canceled', 'removed', 'not_available', 'saved_for_later'] as const) {
      const event = tripEvent(chef({ status, moves: 4 }), concierge);
      expect(event?.status).toBe('CANCELLED');
      expect(event?.sequence).toBe(4);
      expect(event?.description).toContain('Confirmation: none, this is no longer booked');
    }
    expect(tripEvent(chef({ status: 'removed' }), concierge)?.description).toContain(
      'Status: Removed from your trip',
    );
    expect(tripEvent(chef({ status: 'draft', everInFeed: false }), concierge)).toBeUndefined();
    expect(tripEvent(chef({ status: 'canceled', everInFeed: false }), concierge)).toBeUndefined();
  });

  it('an item without dates, or in an unknown zone, has no event', () => {
    expect(tripEvent(chef({ times: null }), concierge)).toBeUndefined();
    expect(tripEvent(chef({ timeZone: 'Mars/Olympus' }), concierge)).toBeUndefined();
    expect(tripEvents([chef(), chef({ id: 'x', times: null })], concierge).map((e) => e.uid)).toEqual([
      'service-it-chef@keyhaven',
    ]);
  });
});

describe('event times', () => {
  it('a stay spans check-in to check-out at the home’s wall times, across a daylight-saving change', () => {
    const times = itemEventTimes(
      {
        kind: 'stay',
        checkIn: '2031-03-07',
        checkOut: '2031-03-11',
        checkInTime: '16:00',
        checkOutTime: '10:00',
      },
      'America/Denver',
    );
    expect(times).toEqual({
      start: { kind: 'moment', at: '2031-03-07T23:00:00.000Z' },
      end: { kind: 'moment', at: '2031-03-11T16:00:00.000Z' },
    });
    // Europe changes on the last Sunday of March: 30 March 2031.
    expect(wallTimeInstant('2031-03-29', '16:00', 'Europe/Paris')).toBe('2031-03-29T15:00:00.000Z');
    expect(wallTimeInstant('2031-03-31', '16:00', 'Europe/Paris')).toBe('2031-03-31T14:00:00.000Z');
  });

  it('a date-only service is whole days in its zone, the end exclusive', () => {
    // 02:00 UTC on the 12th is still the 11th in Denver.
    expect(
      itemEventTimes(
        { kind: 'days', start: '2031-03-12T02:00:00.000Z', end: '2031-03-13T18:00:00.000Z' },
        'America/Denver',
      ),
    ).toEqual({ start: { kind: 'day', date: '2031-03-11' }, end: { kind: 'day', date: '2031-03-14' } });
    expect(
      itemEventTimes({ kind: 'days', start: '2031-03-12T18:00:00.000Z', end: null }, 'America/Denver'),
    ).toEqual({ start: { kind: 'day', date: '2031-03-12' }, end: { kind: 'day', date: '2031-03-13' } });
  });

  it('a timed service without a usable end is a moment; unreadable dates give nothing', () => {
    expect(
      itemEventTimes(
        { kind: 'timed', start: '2031-03-12T18:00:00Z', end: '2031-03-12T17:00:00Z' },
        'America/Denver',
      ),
    ).toEqual({ start: { kind: 'moment', at: '2031-03-12T18:00:00.000Z' }, end: null });
    expect(itemEventTimes({ kind: 'timed', start: 'soon', end: null }, 'America/Denver')).toBeUndefined();
  });
});
