import { describe, expect, it } from 'vitest';
import { TRIP_REFUSAL_TEXTS, tripRefusalOf } from '../../../src/core/itinerary/trip-access.rule.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http } from '../use-case-support.js';

describe('tripRefusalOf', () => {
  it('asks a guest without a session to sign in, and says someone else’s trip cannot be viewed', () => {
    expect(tripRefusalOf(http(401))).toBe('sign-in');
    expect(tripRefusalOf(http(403, 'You do not have permission to change this itinerary.'))).toBe(
      'not-yours',
    );
  });

  it('leaves every other failure to the page-load error', () => {
    for (const status of [400, 404, 409, 500]) expect(tripRefusalOf(http(status))).toBeNull();
    // The rule reads the kind the adapter gave, not a number: a 401 read as something else is no refusal.
    expect(tripRefusalOf(appError('http', 'x', { status: 401 }))).toBeNull();
    expect(tripRefusalOf({ kind: 'network' })).toBeNull();
  });

  it('speaks of viewing the trip, never of changing it', () => {
    expect(TRIP_REFUSAL_TEXTS['not-yours'].title).toBe('This trip cannot be viewed');
    for (const text of Object.values(TRIP_REFUSAL_TEXTS)) expect(text.message).not.toMatch(/change/i);
  });
});
