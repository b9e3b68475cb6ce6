import { describe, expect, it } from 'vitest';
import {
  bookingBlockedReason,
  OFFLINE_BOOKING_REASON,
  offlineDataMustGo,
  offlineNotice,
} from '../../../src/core/offline/offline-notice.rule.js';

describe('the words of the app offline', () => {
  it("says when the trip was saved, in the device's local time, only offline", () => {
    const savedAt = new Date(2030, 0, 1, 10, 42, 7);
    expect(offlineNotice({ online: false, savedAt })).toBe("Saved 10:42 — you're offline");
    expect(offlineNotice({ online: false, savedAt: new Date(2030, 0, 1, 7, 5) })).toBe(
      "Saved 07:05 — you're offline",
    );
    expect(offlineNotice({ online: true, savedAt })).toBeNull();
  });

  it('says plainly it is offline when nothing was fetched yet', () => {
    expect(offlineNotice({ online: false, savedAt: null })).toBe("You're offline");
  });

  it('blocks booking actions offline, with the reason, and never online', () => {
    expect(bookingBlockedReason(false)).toBe(OFFLINE_BOOKING_REASON);
    expect(OFFLINE_BOOKING_REASON).toMatch(/offline/);
    expect(bookingBlockedReason(true)).toBeNull();
  });

  it('deletes the kept trip once nobody is signed in, not while the session loads', () => {
    expect(offlineDataMustGo('unauthenticated')).toBe(true);
    expect(offlineDataMustGo('authenticated')).toBe(false);
    expect(offlineDataMustGo('loading')).toBe(false);
  });
});
