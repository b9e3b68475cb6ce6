import { describe, expect, it } from 'vitest';
import {
  BOOKING_SETTINGS,
  isInstantBooking,
  isIntegrationInstantBooking,
} from '../../../src/core/listing/booking-setting.rule.js';

describe('booking settings', () => {
  it('booking settings: the exact strings the host sends', () => {
    expect(BOOKING_SETTINGS).toEqual([
      'Streamline Instant Booking',
      'Escapia Instant Booking',
      'Request Price',
      'KEY Instant Booking',
      'Track Instant Booking',
      'Expedia Instant Booking',
    ]);
  });

  it.each([
    ['Streamline Instant Booking', true, true],
    ['Escapia Instant Booking', true, true],
    ['KEY Instant Booking', true, false],
    ['Track Instant Booking', true, true],
    ['Expedia Instant Booking', true, true],
    ['Request Price', false, false],
  ])(
    'instant booking = Streamline, Escapia, KEY, Track, Expedia; integration = same without KEY: %s',
    (setting, instant, integration) => {
      expect(isInstantBooking(setting)).toBe(instant);
      expect(isIntegrationInstantBooking(setting)).toBe(integration);
    },
  );

  it('instant booking: unknown, differently spelt or missing settings are not instant', () => {
    for (const setting of ['streamline instant booking', 'Streamline', '', null, undefined]) {
      expect(isInstantBooking(setting)).toBe(false);
      expect(isIntegrationInstantBooking(setting)).toBe(false);
    }
  });
});
