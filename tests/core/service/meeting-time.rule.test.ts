import { describe, expect, it } from 'vitest';
import { isMeetingTimeConfigured } from '../../../src/core/service/meeting-time.rule.js';

describe('meeting time', () => {
  it('meeting time configured only if duration over 0 minutes', () => {
    expect(isMeetingTimeConfigured(1)).toBe(true);
    expect(isMeetingTimeConfigured(0.5)).toBe(true);
    expect(isMeetingTimeConfigured(0)).toBe(false);
    expect(isMeetingTimeConfigured(-30)).toBe(false);
    expect(isMeetingTimeConfigured(null)).toBe(false);
    expect(isMeetingTimeConfigured(undefined)).toBe(false);
    expect(isMeetingTimeConfigured(Number.NaN)).toBe(false);
  });
});
