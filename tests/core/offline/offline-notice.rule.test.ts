import { describe, expect, it } from 'vitest';
import {
  bookingBlockedReason,
  documentNotOpened,
  messageBlockedReason,
  OFFLINE_BOOKING_REASON,
  OFFLINE_MESSAGE_REASON,
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

  it('blocks the forms to the concierge offline, saying nothing is sent later, and never online', () => {
    expect(messageBlockedReason(false)).toBe(OFFLINE_MESSAGE_REASON);
    expect(OFFLINE_MESSAGE_REASON).toBe(
      "You're offline: messages need a connection, and nothing is sent later without you.",
    );
    expect(messageBlockedReason(true)).toBeNull();
  });

  it('says why a document did not open: not on the device offline, or refused', () => {
    expect(documentNotOpened('Trip summary.pdf', 'opened')).toBeNull();
    expect(documentNotOpened('House manual.md', 'not-on-device')).toBe(
      "You're offline, and House manual.md was not opened on this device before: it opens once you're back online.",
    );
    expect(documentNotOpened('House manual.md', 'failed')).toBe(
      'House manual.md could not be opened. Please try again.',
    );
  });

  it('deletes the kept trip once nobody is signed in, not while the session loads', () => {
    expect(offlineDataMustGo('unauthenticated')).toBe(true);
    expect(offlineDataMustGo('authenticated')).toBe(false);
    expect(offlineDataMustGo('loading')).toBe(false);
  });
});
