import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CONTEXT_IDS_KEY,
  clearAnonymousContextIds,
  readAnonymousContextIds,
  storeAnonymousContextId,
} from '../../../src/core/booking/anonymous-context-ids.js';
import { MemoryStore } from '../fakes/in-memory.js';

describe('anonymous context ids (contextIds)', () => {
  it('kept under the booking-state key of a booking state of their own', () => {
    expect(ANONYMOUS_CONTEXT_IDS_KEY).toBe('bookingState:anonymous:contextIds');
  });

  it('anonymous visitors hold booking contexts by id: stored once each, in order', () => {
    const store = new MemoryStore();
    expect(readAnonymousContextIds(store)).toEqual([]);
    storeAnonymousContextId(store, 'ctx_1');
    storeAnonymousContextId(store, 'ctx_2');
    storeAnonymousContextId(store, 'ctx_1');
    expect(store.get(ANONYMOUS_CONTEXT_IDS_KEY)).toBe('["ctx_1","ctx_2"]');
    expect(readAnonymousContextIds(store)).toEqual(['ctx_1', 'ctx_2']);
    clearAnonymousContextIds(store);
    expect(store.keys()).toEqual([]);
  });

  it('an invalid stored value is deleted and reads as none; non-id entries are skipped', () => {
    const broken = new MemoryStore({ [ANONYMOUS_CONTEXT_IDS_KEY]: '{not json' });
    expect(readAnonymousContextIds(broken)).toEqual([]);
    expect(broken.keys()).toEqual([]);
    const mixed = new MemoryStore({ [ANONYMOUS_CONTEXT_IDS_KEY]: '["ctx_1", 7, "", null, "ctx_2"]' });
    expect(readAnonymousContextIds(mixed)).toEqual(['ctx_1', 'ctx_2']);
    expect(mixed.keys()).toEqual([ANONYMOUS_CONTEXT_IDS_KEY]);
  });
});
