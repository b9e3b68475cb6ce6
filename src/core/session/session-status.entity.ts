import type * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';
import { SESSION_STATUSES } from './session-status.rule.js';

/** Where the session stands (SPEC 4), as listed in session-status.rule.ts. */
export const SessionStatus = oneOf(SESSION_STATUSES);
export type SessionStatus = t.TypeOf<typeof SessionStatus>;
