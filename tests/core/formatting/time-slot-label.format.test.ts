import { describe, expect, it } from 'vitest';
import { NO_PREFERENCE_LABEL, timeSlotLabel } from '../../../src/core/formatting/time-slot-label.format.js';

describe('time slot label', () => {
  it("'No preference' label for time slots", () => {
    expect(NO_PREFERENCE_LABEL).toBe('No preference');
    expect(
      timeSlotLabel({ start: '2025-03-05T16:00:00Z', end: '2025-03-05T18:00:00Z', isNoPreference: true }),
    ).toBe('No preference');
  });

  it('time slots: other slots show start and end times in the zone', () => {
    const slot = { start: '2025-03-05T16:00:00Z', end: '2025-03-05T18:30:00Z', isNoPreference: false };
    expect(timeSlotLabel(slot, 'America/Denver')).toBe('9:00 AM - 11:30 AM');
    expect(timeSlotLabel({ start: slot.start, end: slot.end })).toBe('4:00 PM - 6:30 PM');
    expect(timeSlotLabel({ ...slot, isNoPreference: null })).toBe('4:00 PM - 6:30 PM');
  });

  it('time slots: an unreadable end shows the start, an unreadable start nothing', () => {
    expect(timeSlotLabel({ start: '2025-03-05T16:00:00Z', end: '' })).toBe('4:00 PM');
    expect(timeSlotLabel({ start: 'x', end: '2025-03-05T16:00:00Z' })).toBe('');
  });
});
