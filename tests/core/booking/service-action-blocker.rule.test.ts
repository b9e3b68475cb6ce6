import { describe, expect, it } from 'vitest';
import {
  CHOOSE_PRICE,
  CHOOSE_QUANTITY,
  NOT_BOOKABLE,
  type ServiceChoicesSoFar,
  serviceActionBlocker,
} from '../../../src/core/booking/service-action-blocker.rule.js';

const nothingYet: ServiceChoicesSoFar = {
  bookable: true,
  whenProblem: 'Choose a date.',
  dayChosen: false,
  hasPrices: true,
  priceChosen: false,
  quantityMissing: false,
  answersProblem: null,
};

describe('what stops a service action before anything is sent (serviceActionBlocker)', () => {
  it('a reserve needs a bookable service, a possible when, a price and its quantity', () => {
    expect(serviceActionBlocker('reserve', { ...nothingYet, bookable: false })).toBe(NOT_BOOKABLE);
    expect(serviceActionBlocker('reserve', nothingYet)).toBe('Choose a date.');
    const dated = { ...nothingYet, whenProblem: null, dayChosen: true };
    expect(serviceActionBlocker('save-for-later', dated)).toBe(CHOOSE_PRICE);
    const priced = { ...dated, priceChosen: true, quantityMissing: true };
    expect(serviceActionBlocker('reserve', priced)).toBe(CHOOSE_QUANTITY);
    expect(serviceActionBlocker('reserve', { ...priced, quantityMissing: false })).toBeNull();
  });

  it('a price request or an add to the trip needs no date or price, but a chosen date must be possible', () => {
    expect(serviceActionBlocker('request-price', nothingYet)).toBeNull();
    expect(serviceActionBlocker('add-to-trip', { ...nothingYet, bookable: false })).toBeNull();
    expect(serviceActionBlocker('add-to-trip', { ...nothingYet, dayChosen: true })).toBe('Choose a date.');
    expect(serviceActionBlocker('request-price', { ...nothingYet, answersProblem: 'Enter a number.' })).toBe(
      'Enter a number.',
    );
  });
});
