import { describe, expect, it } from 'vitest';
import { booksInstantly, homeFacts, homePhotos, houseRules } from '../../../src/ui/listing/home-facts.js';

describe("a home's facts, as its page lists them", () => {
  it('names only what the host sent, in the singular for one', () => {
    expect(homeFacts({ objectId: 'h1', bedrooms: 1, bathrooms: 1.5, maxGuests: 2, minimumStay: 1 })).toEqual([
      '1 bedroom',
      '1.5 bathrooms',
      'Sleeps 2',
    ]);
    expect(homeFacts({ objectId: 'h1', maxGuests: 0 })).toEqual([]);
  });

  it('says the house rules either way, and nothing when the host does not say', () => {
    expect(houseRules({ objectId: 'h1', petsAllowed: false, eventsAllowed: true })).toEqual([
      'No pets',
      'Events allowed',
    ]);
    expect(houseRules({ objectId: 'h1', petsAllowed: null })).toEqual([]);
  });

  it('books instantly by its booking setting, else by the host flag', () => {
    expect(booksInstantly({ objectId: 'h1', bookingSetting: 'Request Price', isInstantBooking: true })).toBe(
      false,
    );
    expect(booksInstantly({ objectId: 'h1', bookingSetting: 'Track Instant Booking' })).toBe(true);
    expect(booksInstantly({ objectId: 'h1', isInstantBooking: true })).toBe(true);
    expect(booksInstantly({ objectId: 'h1' })).toBe(false);
  });

  it('shows each photo once and no blank ones', () => {
    expect(homePhotos({ objectId: 'h1', images: ['/a.svg', ' /a.svg ', '', '/b.svg'] })).toEqual([
      '/a.svg',
      '/b.svg',
    ]);
    expect(homePhotos({ objectId: 'h1', images: null })).toEqual([]);
  });
});
