import { describe, expect, it } from 'vitest';
import { cardFormError, cardSaveNotification } from '../../../src/core/payment/card-errors.rule.js';

describe('card errors', () => {
  it("card form: 'Error encountered: {provider message}' when the provider rejects", () => {
    expect(cardFormError('Your card was declined.')).toEqual({
      kind: 'card',
      message: 'Error encountered: Your card was declined.',
    });
  });

  it("card form: 'There was an error saving your card.' otherwise", () => {
    expect(cardFormError(undefined).message).toBe('There was an error saving your card.');
    expect(cardFormError(null).message).toBe('There was an error saving your card.');
    expect(cardFormError('').message).toBe('There was an error saving your card.');
  });

  it("card save via notification: title 'Error encountered' with server message", () => {
    expect(cardSaveNotification('Card already on file')).toEqual({
      title: 'Error encountered',
      message: 'Card already on file',
    });
  });

  it("card save via notification: or 'Error saving credit card.'", () => {
    expect(cardSaveNotification(undefined)).toEqual({
      title: 'Error encountered',
      message: 'Error saving credit card.',
    });
    expect(cardSaveNotification('').message).toBe('Error saving credit card.');
  });
});
