import type { DocumentOpening } from './document-copies.port.js';

/**
 * The words of the app offline (issue 32 item 1): the page says plainly that it is offline and
 * when its data was last fetched, and why booking actions and messages are disabled. Nothing
 * that changes a booking, and no message, is queued behind the guest's back.
 */

/** Why every action that changes a booking is disabled offline. */
export const OFFLINE_BOOKING_REASON =
  "You're offline: booking changes need a connection, and nothing is sent later without you.";

/**
 * Why the forms that write to the concierge (a message, a note on the trip) are disabled
 * offline: a message is never queued to leave later on its own (docs/architecture/offline.md).
 */
export const OFFLINE_MESSAGE_REASON =
  "You're offline: messages need a connection, and nothing is sent later without you.";

/** A new version of the app is waiting (src/core/offline/app-update.port.ts). */
export const NEW_VERSION_NOTICE = 'A new version is available';
export const NEW_VERSION_ACTION = 'Reload';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'Saved 10:42 — you're offline' (the local time the trip was fetched), or null online. */
export const offlineNotice = (input: { online: boolean; savedAt: Date | null }): string | null => {
  if (input.online) return null;
  if (!input.savedAt) return "You're offline";
  const at = `${twoDigits(input.savedAt.getHours())}:${twoDigits(input.savedAt.getMinutes())}`;
  return `Saved ${at} — you're offline`;
};

/** The reason booking actions are disabled, or null when they may be used. */
export const bookingBlockedReason = (online: boolean): string | null =>
  online ? null : OFFLINE_BOOKING_REASON;

/** The reason the forms to the concierge are disabled, or null when they may be used. */
export const messageBlockedReason = (online: boolean): string | null =>
  online ? null : OFFLINE_MESSAGE_REASON;

/** What the guest is told when a trip document did not open; null when it did. */
export const documentNotOpened = (name: string, outcome: DocumentOpening): string | null => {
  if (outcome === 'opened') return null;
  if (outcome === 'not-on-device')
    return `You're offline, and ${name} was not opened on this device before: it opens once you're back online.`;
  return `${name} could not be opened. Please try again.`;
};

/**
 * Whether what the app kept for offline must go (issue 32 item 1: privacy): once the session is
 * known and nobody is signed in, whether the guest signed out, the session ended, or another
 * guest's answers would otherwise stay on the device.
 */
export const offlineDataMustGo = (sessionStatus: 'loading' | 'authenticated' | 'unauthenticated'): boolean =>
  sessionStatus === 'unauthenticated';
