import { describe, expect, it } from 'vitest';
import { initialMessage, Message } from '../../../src/core/messaging/message.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('SPEC 3 Message', () => {
  it('SPEC 3 Message: message, name, email, originCTA, submitted, sending, error decode', () => {
    const message = {
      message: 'Can you book a chef for Tuesday?',
      name: 'Ada Guest',
      email: 'ada@example.com',
      originCTA: 'itinerary-contact',
      submitted: false,
      sending: true,
      error: null,
    };
    expect(decoded(Message, message)).toEqual(message);
  });

  it('SPEC 4 Message reset: the cleared form decodes', () => {
    expect(decoded(Message, initialMessage)).toEqual(initialMessage);
  });

  it('SPEC 4 Message failure sets error: an error that is not text is refused at error', () => {
    expectRejectedAt(Message, { ...initialMessage, error: { status: 500 } }, 'error');
  });

  it('SPEC 3 Message: sending must be a boolean', () => {
    expectRejectedAt(Message, { ...initialMessage, sending: 'yes' }, 'sending');
  });
});
