import { describe, expect, it } from 'vitest';
import { dialogContent } from '../../../src/core/booking-terms/dialog-content.rule.js';
import {
  isReserveErrorType,
  RESERVE_ERROR_TYPES,
  reserveErrorDialog,
} from '../../../src/core/booking-terms/reserve-error.rule.js';

describe('reserve errors', () => {
  it('reserve error types: fieldValues, promoCodes, dates, card, booking', () => {
    expect(RESERVE_ERROR_TYPES).toEqual(['fieldValues', 'promoCodes', 'dates', 'card', 'booking']);
    for (const type of RESERVE_ERROR_TYPES) expect(isReserveErrorType(type)).toBe(true);
    for (const other of ['', 'Dates', 'unknown', 1, null, undefined])
      expect(isReserveErrorType(other)).toBe(false);
  });

  it("dialogs: a dates error shows 'unavailable', others 'Oh no!' with their message", () => {
    expect(reserveErrorDialog({ type: 'dates', message: 'taken' })).toEqual(dialogContent('unavailable'));
    expect(reserveErrorDialog({ type: 'card', message: 'Card declined' })).toEqual(
      dialogContent('unknown', 'Card declined'),
    );
    expect(reserveErrorDialog({ type: 'booking', message: '' }).title).toBe('Oh no!');
  });
});
