import { describe, expect, it } from 'vitest';
import { canEditItinerary } from '../../../src/core/itinerary/itinerary-owner.rule.js';

describe('itinerary owner', () => {
  it('editable only by its owner: logged-in objectId equals owner objectId', () => {
    expect(canEditItinerary('u1', 'u1')).toBe(true);
    expect(canEditItinerary('u1', 'u2')).toBe(false);
  });

  it('editable only by its owner: nobody edits while logged out or without an owner', () => {
    expect(canEditItinerary(null, null)).toBe(false);
    expect(canEditItinerary(undefined, undefined)).toBe(false);
    expect(canEditItinerary('', '')).toBe(false);
    expect(canEditItinerary(null, 'u1')).toBe(false);
    expect(canEditItinerary('u1', undefined)).toBe(false);
  });
});
