import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { findActiveItem, ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/active-item.rule.js';

describe('active item', () => {
  const items = [{ id: 'a' }, { id: 'b' }];

  it('setting a known active item finds it', () => {
    expect(findActiveItem(items, 'b')).toEqual(E.right({ id: 'b' }));
  });

  it("unknown active item: 404 page-load 'The itinerary item could not be located on this itinerary'", () => {
    expect(ITEM_NOT_ON_ITINERARY).toBe('The itinerary item could not be located on this itinerary');
    expect(findActiveItem(items, 'z')).toEqual(
      E.left({
        kind: 'page-load',
        message: 'The itinerary item could not be located on this itinerary',
      }),
    );
    expect(findActiveItem([], '')).toEqual(E.left(expect.objectContaining({ kind: 'page-load' })));
  });
});
