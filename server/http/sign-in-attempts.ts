import { HttpError } from './http-error.js';
import { type LimitCounters, waitText } from './limit-counters.js';

/**
 * Failed sign-ins counted per account, across every address and host process (issue 25,
 * finding 10: 40 wrong passwords from 40 addresses were all answered). Past the limit the
 * account refuses further attempts until its window ends, except from an address that has
 * signed in to it before: an attacker can hold the door shut for strangers, at most one window
 * at a time, but not against the guest's own usual connection (docs/host/limits.md). It sits
 * with the host's other limits on the ground floor, below the settings (server/config.ts) that tune it.
 */
export interface SignInLimits {
  /** Failed attempts an account takes in one window before it refuses new addresses. */
  failuresPerAccount: number;
  windowMs: number;
  /** How long an address that signed in stays trusted for its account. */
  knownAddressMs: number;
}

export const defaultSignInLimits: SignInLimits = {
  failuresPerAccount: 10,
  windowMs: 15 * 60_000,
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

export const accountLockedMessage = (waitMs: number) =>
  `Too many failed sign-ins for this account: try again in ${waitText(waitMs)}, or from a device you have signed in with before.`;

const failuresKey = (email: string) => `sign-in-failures:${email.toLowerCase()}`;
const knownKey = (email: string, address: string) => `sign-in-known:${email.toLowerCase()}:${address}`;

export const signInAttempts = (counters: LimitCounters, limits: SignInLimits) => ({
  /** Refuses (429) an attempt on a locked account from an address it does not know. */
  admit: async (email: string, address: string): Promise<void> => {
    const failures = await counters.peek(failuresKey(email));
    if (failures.count < limits.failuresPerAccount) return;
    if ((await counters.peek(knownKey(email, address))).count > 0) return;
    throw new HttpError(429, accountLockedMessage(failures.resetInMs), 'account-locked');
  },
  failed: async (email: string): Promise<void> => {
    await counters.hit(failuresKey(email), limits.windowMs);
  },
  /** The right password: the address becomes known to the account, and its failures are forgotten. */
  succeeded: async (email: string, address: string): Promise<void> => {
    await counters.hit(knownKey(email, address), limits.knownAddressMs);
    await counters.clear(failuresKey(email));
  },
});

export type SignInAttempts = ReturnType<typeof signInAttempts>;
