import { describe, expect, it } from 'vitest';
import {
  activeContext,
  type BookingContextsState,
  bookingContextsTransition,
  contextById,
  contextFor,
  initialBookingContextsState,
  isUpdating,
  openingDecision,
} from '../../../src/core/booking/booking-contexts-state.js';
import { context } from './booking-context-fakes.js';

const home1 = { itemId: 'home_1', itemType: 'Listing' } as const;
const apply = (state: BookingContextsState, ...events: Parameters<typeof bookingContextsTransition>[1][]) =>
  events.reduce(bookingContextsTransition, state);

describe('booking contexts state', () => {
  it('starts empty, nothing active, neither loading nor updating', () => {
    expect(initialBookingContextsState).toEqual({
      contexts: [],
      activeId: null,
      loading: false,
      creating: 0,
    });
    expect(activeContext(initialBookingContextsState)).toBeNull();
    expect(isUpdating(initialBookingContextsState)).toBe(false);
  });

  it('loading is true while fetching, then the contexts are listed and found by item', () => {
    const loading = apply(initialBookingContextsState, { type: 'load-started' });
    expect(loading.loading).toBe(true);
    const loaded = apply(loading, { type: 'loaded', contexts: [context('ctx_1', 'home_1')] });
    expect(loaded).toMatchObject({ loading: false, contexts: [context('ctx_1', 'home_1')] });
    expect(contextFor(loaded, home1)?.objectId).toBe('ctx_1');
    expect(contextFor(loaded, { itemId: 'home_1', itemType: 'Service' })).toBeNull();
    expect(contextById(loaded, 'ctx_1')?.itemId).toBe('home_1');
    expect(contextById(loaded, 'nope')).toBeNull();
  });

  it('a context created while loading replaces the listed one for its item', () => {
    const state = apply(
      initialBookingContextsState,
      { type: 'load-started' },
      { type: 'creation-started' },
      { type: 'created', context: context('new_1', 'home_1') },
      { type: 'loaded', contexts: [context('old', 'home_1'), context('ctx_2', 'home_2')] },
    );
    expect(state.contexts.map((c) => c.objectId)).toEqual(['ctx_2', 'new_1']);
    expect(activeContext(state)?.objectId).toBe('new_1');
  });

  it('updating while creating; creating replaces any context for the same item and activates it', () => {
    const listed = apply(initialBookingContextsState, {
      type: 'loaded',
      contexts: [context('old', 'home_1'), context('other', 'home_1', { itemType: 'Service' })],
    });
    const creating = apply(listed, { type: 'creation-started' });
    expect(isUpdating(creating)).toBe(true);
    const created = apply(creating, { type: 'created', context: context('new_1', 'home_1') });
    expect(created).toMatchObject({ activeId: 'new_1', creating: 0 });
    expect(created.contexts.map((c) => c.objectId)).toEqual(['other', 'new_1']);
  });

  it('a failed creation leaves none active; updating lasts until the last creation ends', () => {
    const two = apply(
      initialBookingContextsState,
      { type: 'activated', contextId: 'ctx_1' },
      { type: 'creation-started' },
      { type: 'creation-started' },
    );
    const oneFailed = apply(two, { type: 'creation-failed' });
    expect(oneFailed).toMatchObject({ activeId: null, creating: 1 });
    expect(isUpdating(oneFailed)).toBe(true);
    const done = apply(oneFailed, { type: 'created', context: context('ctx_b', 'home_2') });
    expect(done).toMatchObject({ activeId: 'ctx_b', creating: 0 });
    expect(apply(done, { type: 'creation-failed' }).creating).toBe(0);
  });

  it('updates merge fields, dropping null or undefined; a save keeps the local state and takes the verdict', () => {
    const created = apply(initialBookingContextsState, {
      type: 'created',
      context: context('new_1', 'home_1', { bookingState: { adultCount: 2, cardId: 'card_1' } }),
    });
    const merged = apply(created, {
      type: 'fields-merged',
      contextId: 'new_1',
      fields: { childCount: 1, cardId: null },
    });
    expect(activeContext(merged)?.bookingState).toEqual({ adultCount: 2, childCount: 1 });
    const validation = { isValid: false, errors: { dates: 'Pick dates' } };
    const saved = apply(merged, {
      type: 'saved',
      context: { ...context('new_1', 'home_1'), bookingState: {}, computedValidationState: validation },
    });
    expect(activeContext(saved)).toEqual({
      ...context('new_1', 'home_1'),
      bookingState: { adultCount: 2, childCount: 1 },
      computedValidationState: validation,
    });
  });

  it('an update touches only its own context; an unknown one changes nothing', () => {
    const listed = apply(initialBookingContextsState, {
      type: 'loaded',
      contexts: [context('ctx_1', 'home_1', { bookingState: { adultCount: 1 } }), context('ctx_2', 'home_2')],
    });
    const merged = apply(listed, { type: 'fields-merged', contextId: 'ctx_2', fields: { petCount: 2 } });
    expect(merged.contexts).toEqual([
      context('ctx_1', 'home_1', { bookingState: { adultCount: 1 } }),
      context('ctx_2', 'home_2', { bookingState: { petCount: 2 } }),
    ]);
    expect(
      apply(listed, { type: 'fields-merged', contextId: 'nope', fields: { petCount: 2 } }).contexts,
    ).toEqual(listed.contexts);
  });

  it('activate sets or clears the active context', () => {
    const created = apply(initialBookingContextsState, {
      type: 'created',
      context: context('new_1', 'home_1'),
    });
    expect(activeContext(apply(created, { type: 'activated', contextId: null }))).toBeNull();
    expect(activeContext(apply(created, { type: 'activated', contextId: 'new_1' }))?.objectId).toBe('new_1');
  });
});

describe('opening an item to book', () => {
  const idle = initialBookingContextsState;
  const withHome = apply(idle, { type: 'loaded', contexts: [context('ctx_1', 'home_1')] });

  it('no context, none loading or updating: one is created', () => {
    expect(openingDecision(idle, home1)).toEqual({ action: 'create' });
  });

  it('otherwise the existing one is reused', () => {
    expect(openingDecision(withHome, home1)).toEqual({
      action: 'reuse',
      context: context('ctx_1', 'home_1'),
    });
  });

  it('creation forced: a fresh one even when one exists, even while loading', () => {
    expect(openingDecision(withHome, home1, true)).toEqual({ action: 'create' });
    expect(openingDecision(apply(idle, { type: 'load-started' }), home1, true)).toEqual({ action: 'create' });
  });

  it('while contexts load or one is being created, nothing is created: the page waits for them', () => {
    expect(openingDecision(apply(idle, { type: 'load-started' }), home1)).toEqual({ action: 'wait' });
    expect(openingDecision(apply(idle, { type: 'creation-started' }), home1)).toEqual({ action: 'wait' });
    const loadingWithHome = apply(withHome, { type: 'load-started' });
    expect(openingDecision(loadingWithHome, home1)).toEqual({
      action: 'reuse',
      context: context('ctx_1', 'home_1'),
    });
  });
});
