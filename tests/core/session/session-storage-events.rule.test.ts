import { describe, expect, it } from 'vitest';
import {
  SESSION_STORAGE_EVENTS,
  triggersSessionRefetch,
} from '../../../src/core/session/session-storage-events.rule.js';

describe('session storage events', () => {
  it('session fetched on storage-type event (login, signup, cookie save, logout)', () => {
    expect(SESSION_STORAGE_EVENTS).toEqual(['login', 'signup', 'cookie-save', 'logout']);
    for (const event of SESSION_STORAGE_EVENTS) expect(triggersSessionRefetch(event)).toBe(true);
  });

  it('session storage events: anything else does not refetch', () => {
    for (const event of ['', 'Login', 'session', null, undefined])
      expect(triggersSessionRefetch(event)).toBe(false);
  });
});
