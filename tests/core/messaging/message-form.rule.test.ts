import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  messageFormProblem,
  NAME_REQUIRED,
} from '../../../src/core/messaging/message-form.rule.js';

const signedIn = { asksWhoWrites: false };
const visitor = { asksWhoWrites: true };

describe('the message form, checked before sending', () => {
  it('needs words in the message', () => {
    expect(messageFormProblem({ message: ' \n ', name: '', email: '' }, signedIn)).toEqual({
      field: 'message',
      message: MESSAGE_REQUIRED,
    });
  });

  it('refuses a message longer than the host keeps, and takes one of exactly that length', () => {
    const long = 'a'.repeat(MESSAGE_MAX_LENGTH);
    expect(messageFormProblem({ message: `${long}a`, name: '', email: '' }, signedIn)).toEqual({
      field: 'message',
      message: MESSAGE_TOO_LONG,
    });
    expect(messageFormProblem({ message: long, name: '', email: '' }, signedIn)).toBeNull();
  });

  it('asks a signed-in guest for nothing more: the sender fallbacks name them', () => {
    expect(messageFormProblem({ message: 'Hello', name: '', email: 'not an address' }, signedIn)).toBeNull();
  });

  it('asks a visitor for a name, then a valid e-mail', () => {
    expect(
      messageFormProblem({ message: 'Hello', name: '  ', email: 'robin@keyhaven.test' }, visitor),
    ).toEqual({
      field: 'name',
      message: NAME_REQUIRED,
    });
    expect(messageFormProblem({ message: 'Hello', name: 'Robin', email: 'robin@' }, visitor)).toEqual({
      field: 'email',
      message: EMAIL_INVALID,
    });
    expect(
      messageFormProblem({ message: 'Hello', name: 'Robin', email: ' robin@keyhaven.test ' }, visitor),
    ).toBeNull();
  });
});
