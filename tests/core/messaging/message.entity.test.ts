import { describe, expect, it } from 'vitest';
import { initialMessage, Message } from '../../../src/core/messaging/message.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('Message', () => {
  it('Message: message, name, email, originCTA, submitted, sending, error decode', () => {
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

  it('Message reset: the cleared form decodes', () => {
    expect(decoded(Message, initialMessage)).toEqual(initialMessage);
  });

  it('Message failure sets error: an error that is not text is refused at error', () => {
    expectRejectedAt(Message, { ...initialMessage, error: { status: 500 } }, 'error');
  });

  it('Message: sending must be a boolean', () => {
    expectRejectedAt(Message, { ...initialMessage, sending: 'yes' }, 'sending');
  });
});
