import type * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';

/** SPEC 4: where the session stands; 'loading' also while a required role is missing. */
export const SESSION_STATUSES = ['loading', 'authenticated', 'unauthenticated'] as const;
export const SessionStatus = oneOf(SESSION_STATUSES);
export type SessionStatus = t.TypeOf<typeof SessionStatus>;
