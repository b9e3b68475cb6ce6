import { describe, expect, it } from 'vitest';
import { isContextFor, withContext } from '../../../src/core/booking/booking-context-list.rule.js';
import { context } from './booking-context-fakes.js';

describe('booking context list (booking contexts)', () => {
  it('a context is for an item when both item id and item type match', () => {
    const home = context('c1', 'item_1');
    expect(isContextFor({ itemId: 'item_1', itemType: 'Listing' })(home)).toBe(true);
    expect(isContextFor({ itemId: 'item_1', itemType: 'Service' })(home)).toBe(false);
    expect(isContextFor({ itemId: 'item_2', itemType: 'Listing' })(home)).toBe(false);
  });

  it('creating replaces any context for the same item; the new one goes last', () => {
    const list = [
      context('a', 'item_1'),
      context('b', 'item_2'),
      context('c', 'item_1', { itemType: 'Service' }),
    ];
    const fresh = context('d', 'item_1');
    expect(withContext(list, fresh).map((c) => c.objectId)).toEqual(['b', 'c', 'd']);
    expect(list).toHaveLength(3);
  });
});
