import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalItemStatus,
  compareStatus,
  ITEM_STATUS_ORDER,
  type ItemStatus,
  isItemStatus,
  isStoredItemStatus,
  sortByStatus,
  statusRank,
} from '../../../src/core/itinerary/item-status.rule.js';

const status = fc.constantFrom(...ITEM_STATUS_ORDER);

describe('item status order', () => {
  it('item status order: draft, info, in_progress, quoted, saved_for_later, approved, booked, canceled, not_available', () => {
    expect(ITEM_STATUS_ORDER).toEqual([
      'draft',
      'info',
      'in_progress',
      'quoted',
      'saved_for_later',
      'approved',
      'booked',
      'canceled',
      'not_available',
    ]);
    expect(ITEM_STATUS_ORDER.map(statusRank)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('item status order: compare is negative, zero or positive by position', () => {
    expect(compareStatus('draft', 'info')).toBe(-1);
    expect(compareStatus('not_available', 'draft')).toBe(8);
    expect(compareStatus('quoted', 'quoted')).toBe(0);
  });

  it('item status order: is a total order (antisymmetric, transitive, total)', () => {
    fc.assert(
      fc.property(status, status, status, (a, b, c) => {
        expect(Math.sign(compareStatus(a, b)) + Math.sign(compareStatus(b, a))).toBe(0);
        expect(compareStatus(a, b) === 0).toBe(a === b);
        if (compareStatus(a, b) <= 0 && compareStatus(b, c) <= 0)
          expect(compareStatus(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('item status order: sorting any shuffle gives the product order, stably, without mutating', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ status, n: fc.nat() })), (items) => {
        const copy = [...items];
        const sorted = sortByStatus(items);
        expect(items).toEqual(copy);
        for (let i = 1; i < sorted.length; i += 1) {
          const prev = sorted[i - 1]!;
          const cur = sorted[i]!;
          expect(statusRank(prev.status)).toBeLessThanOrEqual(statusRank(cur.status));
          if (prev.status === cur.status) expect(items.indexOf(prev)).toBeLessThan(items.indexOf(cur));
        }
        expect(sorted).toHaveLength(items.length);
      }),
    );
    const shuffled: { status: ItemStatus }[] = [...ITEM_STATUS_ORDER].reverse().map((s) => ({ status: s }));
    expect(sortByStatus(shuffled).map((i) => i.status)).toEqual([...ITEM_STATUS_ORDER]);
  });

  it('item status: only the nine statuses are statuses', () => {
    for (const s of ITEM_STATUS_ORDER) expect(isItemStatus(s)).toBe(true);
    expect(isItemStatus('done')).toBe(false);
    expect(isItemStatus('')).toBe(false);
    expect(isItemStatus(3)).toBe(false);
    expect(isItemStatus(null)).toBe(false);
  });

  it("item status: 'booked or done' — an old item's 'done' is read as booked", () => {
    expect(isStoredItemStatus('done')).toBe(true);
    expect(canonicalItemStatus('done')).toBe('booked');
    for (const s of ITEM_STATUS_ORDER) {
      expect(isStoredItemStatus(s)).toBe(true);
      expect(canonicalItemStatus(s)).toBe(s);
    }
    for (const other of ['Done', 'DONE', '', null, undefined, 1])
      expect(isStoredItemStatus(other)).toBe(false);
  });
});
