import { HttpError } from './http-error.js';
import { type LimitCounters, waitText } from './limit-counters.js';

/**
 * What a signed-in guest may write in a burst (issue 25, finding 10: 60 of 60 messages,
 * notes, trips and booking contexts in one burst were all stored). Counted per guest across
 * every host process (limit_counters), so a script gets a 429 early and a person never meets
 * the limit (docs/host/limits.md).
 */
export type GuestWrite = 'message' | 'note' | 'trip' | 'context';

export type GuestWriteLimits = Record<GuestWrite, { max: number; windowMs: number }>;

export const defaultGuestWriteLimits: GuestWriteLimits = {
  message: { max: 10, windowMs: 60_000 },
  note: { max: 20, windowMs: 60_000 },
  trip: { max: 10, windowMs: 60_000 },
  // New contexts only: a guest opens one per home or service looked at; saves to an existing
  // context (as the guest types) are not counted.
  context: { max: 30, windowMs: 60_000 },
};

const NOUNS: Record<GuestWrite, string> = {
  message: 'messages',
  note: 'notes',
  trip: 'new trips',
  context: 'new booking contexts',
};

export const tooManyWrites = (kind: GuestWrite, waitMs: number) =>
  `Too many ${NOUNS[kind]} in a short time: try again in ${waitText(waitMs)}.`;

export const guestWrites = (counters: LimitCounters, limits: GuestWriteLimits) => ({
  /** Counts one write of `kind` by `guest` (a user id, or an address for a guest not signed in). */
  take: async (kind: GuestWrite, guest: string): Promise<void> => {
    const { max, windowMs } = limits[kind];
    const window = await counters.hit(`writes:${kind}:${guest}`, windowMs);
    if (window.count > max)
      throw new HttpError(429, tooManyWrites(kind, window.resetInMs), 'too-many-writes');
  },
});

export type GuestWrites = ReturnType<typeof guestWrites>;
