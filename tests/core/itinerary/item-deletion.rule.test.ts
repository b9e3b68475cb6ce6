import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  canGuestDelete,
  GUEST_DELETE_REASON,
  guestDeletion,
} from '../../../src/core/itinerary/item-deletion.rule.js';
import { ITEM_STATUS_ORDER } from '../../../src/core/itinerary/item-status.rule.js';

describe('guest deletion', () => {
  it("deleting an item is recorded with reason 'Guest deleted'", () => {
    expect(GUEST_DELETE_REASON).toBe('Guest deleted');
    expect(guestDeletion('draft')).toEqual(E.right({ deleteReason: 'Guest deleted' }));
  });

  it('guest deletes anything but booked', () => {
    for (const status of ITEM_STATUS_ORDER) expect(canGuestDelete(status)).toBe(status !== 'booked');
    expect(guestDeletion('booked')).toEqual(
      E.left({ kind: 'conflict', message: 'Cannot delete an item whose status is booked' }),
    );
  });
});
