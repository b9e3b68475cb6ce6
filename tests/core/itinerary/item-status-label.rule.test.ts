import { describe, expect, it } from 'vitest';
import { statusLabel } from '../../../src/core/itinerary/item-status-label.rule.js';

describe('item status label', () => {
  it('display: draft and info nothing', () => {
    expect(statusLabel('draft')).toBeUndefined();
    expect(statusLabel('info')).toBeUndefined();
  });

  it.each([
    ['in_progress', 'Price Requested'],
    ['quoted', 'Quote Provided'],
    ['saved_for_later', 'Saved For Later'],
    ['approved', 'Pending Confirmation — We will be in touch shortly'],
    ['booked', 'Booked'],
    ['done', 'Booked'],
    ['canceled', 'Canceled'],
    ['not_available', 'Not Available'],
  ] as const)('display: %s reads %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});
