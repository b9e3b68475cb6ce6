import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESPOND_BY,
  owedFor,
  pendingRequest,
} from '../../../src/core/itinerary/pending-request.rule.js';

describe('a pending request (docs/product/pending.md)', () => {
  it('a price request owes a price, a reservation a confirmation; nothing else is owed', () => {
    expect(owedFor('in_progress')).toBe('price');
    expect(owedFor('approved')).toBe('confirmation');
    for (const status of [
      'draft',
      'info',
      'quoted',
      'saved_for_later',
      'booked',
      'done',
      'canceled',
    ] as const) {
      expect(owedFor(status)).toBeUndefined();
    }
  });

  it('is due 24 hours after a price request and 48 after a reservation, overdue once past', () => {
    const asked = '2031-01-07T09:00:00.000Z';
    expect(
      pendingRequest('in_progress', asked, DEFAULT_RESPOND_BY, new Date('2031-01-08T09:00:00Z')),
    ).toEqual({
      owes: 'price',
      since: asked,
      respondBy: '2031-01-08T09:00:00.000Z',
      overdue: false,
    });
    expect(
      pendingRequest('in_progress', asked, DEFAULT_RESPOND_BY, new Date('2031-01-08T09:00:01Z'))?.overdue,
    ).toBe(true);
    expect(
      pendingRequest('approved', asked, DEFAULT_RESPOND_BY, new Date('2031-01-08T09:00:01Z')),
    ).toMatchObject({
      owes: 'confirmation',
      respondBy: '2031-01-09T09:00:00.000Z',
      overdue: false,
    });
    expect(
      pendingRequest('approved', asked, { price: 24, confirmation: 6 }, new Date('2031-01-07T15:30:00Z'))
        ?.overdue,
    ).toBe(true);
    expect(pendingRequest('booked', asked, DEFAULT_RESPOND_BY, new Date())).toBeUndefined();
    expect(pendingRequest('in_progress', 'whenever', DEFAULT_RESPOND_BY, new Date())).toBeUndefined();
  });
});
