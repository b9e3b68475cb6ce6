import { describe, expect, it } from 'vitest';
import { ITEM_STATUS_ORDER } from '../../../src/core/itinerary/item-status.rule.js';
import { statusGuide, statusLabel } from '../../../src/core/itinerary/item-status-label.rule.js';

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

describe('status guide: what a status means and what comes next', () => {
  it.each([
    ['draft', 'Not requested yet', /request a price or reserve/],
    ['info', 'Not requested yet', /Request a price, or reserve/],
    ['in_progress', 'Price Requested', /concierge prices it/],
    ['quoted', 'Quote Provided', /Reserve it/],
    ['saved_for_later', 'Saved For Later', /Complete the reservation/],
    ['approved', 'Pending Confirmation — We will be in touch shortly', /concierge confirms/],
    ['booked', 'Booked', /Nothing more to do/],
    ['done', 'Booked', /Nothing more to do/],
    ['canceled', 'Canceled', /Nothing more happens/],
    ['not_available', 'Not Available', /Request a price again/],
  ] as const)('%s is titled %s and says what comes next', (status, title, next) => {
    const guide = statusGuide(status);
    expect(guide.title).toBe(title);
    expect(guide.next).toMatch(next);
    expect(guide.meaning).not.toBe('');
  });

  it('names a home or a service', () => {
    expect(statusGuide('quoted', { isListing: true }).meaning).toBe('The concierge has priced this home.');
    expect(statusGuide('quoted').meaning).toBe('The concierge has priced this service.');
  });

  it('every status has words of its own', () => {
    const meanings = ITEM_STATUS_ORDER.map((status) => statusGuide(status).meaning);
    expect(new Set(meanings).size).toBe(ITEM_STATUS_ORDER.length);
  });
});
