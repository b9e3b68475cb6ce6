import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isItineraryStarted } from '../../../src/core/itinerary/itinerary-started.rule.js';

const now = dayjs('2025-06-10T12:00:00Z');

describe('itinerary started', () => {
  it('started once arrival date minus one day is not after now: exactly one day ahead counts', () => {
    expect(isItineraryStarted('2025-06-11T12:00:00Z', now)).toBe(true);
  });

  it('started: one millisecond later than a day ahead is not started', () => {
    expect(isItineraryStarted('2025-06-11T12:00:00.001Z', now)).toBe(false);
  });

  it('started: arrival in the past or today is started', () => {
    expect(isItineraryStarted('2025-06-01T00:00:00Z', now)).toBe(true);
    expect(isItineraryStarted('2025-06-10T12:00:00Z', now)).toBe(true);
  });

  it('started: far-future arrival is not started', () => {
    expect(isItineraryStarted('2025-07-01T00:00:00Z', now)).toBe(false);
  });

  it('started: a missing or unreadable arrival is not started', () => {
    // A far-future now: were a missing arrival read as "today", it would count as started.
    const later = dayjs('2999-01-01T00:00:00Z');
    expect(isItineraryStarted(null, later)).toBe(false);
    expect(isItineraryStarted(undefined, later)).toBe(false);
    expect(isItineraryStarted('', later)).toBe(false);
    expect(isItineraryStarted('not a date', later)).toBe(false);
  });
});
