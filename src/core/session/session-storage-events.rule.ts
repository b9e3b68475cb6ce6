import { isOneOf } from '../shared/index.js';

/**
 * Events another tab (or this one) writes to browser storage after a change of who is signed
 * in (docs/product/flows.md#session-status). Each makes every open tab refetch its session,
 * so signing out in one tab signs out all. The names are ours (the docs list the events, not
 * their spelling); the storage adapter writes and reads them.
 */
export const SESSION_STORAGE_EVENTS = ['login', 'signup', 'cookie-save', 'logout'] as const;

export type SessionStorageEvent = (typeof SESSION_STORAGE_EVENTS)[number];

export const triggersSessionRefetch: (
  eventType: string | null | undefined,
) => eventType is SessionStorageEvent = isOneOf(SESSION_STORAGE_EVENTS);
