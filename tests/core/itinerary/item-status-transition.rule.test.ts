import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ITEM_STATUS_ORDER, type ItemStatus } from '../../../src/core/itinerary/item-status.rule.js';
import {
  canMove,
  ITEM_MOVES,
  type ItemAction,
  nextStatus,
} from '../../../src/core/itinerary/item-status-transition.rule.js';

const expected: Record<ItemAction, { from: ItemStatus[]; to: ItemStatus }> = {
  'complete-fields': { from: ['draft'], to: 'info' },
  'request-price': { from: ['draft', 'info', 'saved_for_later', 'not_available'], to: 'in_progress' },
  quote: { from: ['in_progress'], to: 'quoted' },
  'save-for-later': { from: ['draft', 'info', 'in_progress', 'quoted'], to: 'saved_for_later' },
  reserve: { from: ['draft', 'info', 'quoted', 'saved_for_later'], to: 'approved' },
  'instant-book': { from: ['draft', 'info', 'quoted', 'saved_for_later'], to: 'booked' },
  confirm: { from: ['approved'], to: 'booked' },
  'mark-unavailable': { from: ['in_progress', 'approved'], to: 'not_available' },
  cancel: { from: ITEM_STATUS_ORDER.filter((s) => s !== 'canceled'), to: 'canceled' },
};

describe('item status moves', () => {
  it('the table holds exactly the listed moves', () => {
    expect(Object.keys(ITEM_MOVES).sort()).toEqual(Object.keys(expected).sort());
    for (const action of Object.keys(expected) as ItemAction[]) {
      for (const from of ITEM_STATUS_ORDER) {
        const allowed = expected[action].from.includes(from);
        expect(canMove(from, action), `${action} from ${from}`).toBe(allowed);
        expect(nextStatus(from, action)).toEqual(
          allowed
            ? E.right(expected[action].to)
            : E.left({
                kind: 'conflict',
                message: `Cannot ${action} an item whose status is ${from}`,
              }),
        );
      }
    }
  });

  it('request price from draft gives in_progress', () => {
    expect(nextStatus('draft', 'request-price')).toEqual(E.right('in_progress'));
  });

  it('a refused move is a conflict naming from and action, with no HTTP status (the adapter sets those)', () => {
    const result = nextStatus('booked', 'reserve');
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) {
      expect(result.left.kind).toBe('conflict');
      expect(result.left.status).toBeUndefined();
      expect(result.left.message).toContain('booked');
      expect(result.left.message).toContain('reserve');
    }
  });

  it('cancels anything but canceled', () => {
    expect(canMove('canceled', 'cancel')).toBe(false);
    expect(canMove('booked', 'cancel')).toBe(true);
  });
});
