import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upsertItem } from '../../../src/core/itinerary/item-list-update.rule.js';

describe('item list update', () => {
  it('item update for an unknown id appends it', () => {
    const items = [{ id: 'a', v: 1 }];
    const updated = upsertItem(items, { id: 'b', v: 2 });
    expect(updated).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
    ]);
    expect(items).toEqual([{ id: 'a', v: 1 }]);
    expect(upsertItem([], { id: 'x', v: 0 })).toEqual([{ id: 'x', v: 0 }]);
  });

  it('item update for a known id replaces it in place', () => {
    const items = [
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
      { id: 'c', v: 3 },
    ];
    expect(upsertItem(items, { id: 'b', v: 20 })).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 20 },
      { id: 'c', v: 3 },
    ]);
    expect(upsertItem(items, { id: 'a', v: 10 })[0]).toEqual({ id: 'a', v: 10 });
  });

  it('item update: the updated item is in the list exactly once and others keep their order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 8 }), fc.string(), (ids, id) => {
        const items = ids.map((i) => ({ id: i, v: 0 }));
        const updated = upsertItem(items, { id, v: 1 });
        expect(updated.filter((i) => i.id === id)).toEqual([{ id, v: 1 }]);
        expect(updated.filter((i) => i.id !== id)).toEqual(items.filter((i) => i.id !== id));
        expect(updated).toHaveLength(ids.includes(id) ? ids.length : ids.length + 1);
      }),
    );
  });
});
