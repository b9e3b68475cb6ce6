import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { initialMessage, type Message } from '../../../src/core/messaging/message.entity.js';
import { messageTransition } from '../../../src/core/messaging/message-form-state.js';
import type { MessageGateway } from '../../../src/core/messaging/message-gateway.port.js';
import { sendMessage } from '../../../src/core/messaging/send-message.use-case.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, reporter, right } from '../use-case-support.js';

const typed: Message = { ...initialMessage, message: 'Can we bring a dog?', originCTA: 'contact-concierge' };

describe('Message flow state', () => {
  it('editing keeps the rest of the form', () => {
    expect(messageTransition(typed, { type: 'edited', fields: { name: 'Ada' } })).toEqual({
      ...typed,
      name: 'Ada',
    });
  });

  it('sending true on submit, clearing a previous error', () => {
    expect(messageTransition({ ...typed, error: 'Old' }, { type: 'submitted' })).toEqual({
      ...typed,
      sending: true,
      error: null,
    });
  });

  it('success sets submitted true, clears message and error', () => {
    const sending = { ...typed, sending: true, error: 'x' };
    expect(messageTransition(sending, { type: 'succeeded' })).toEqual({
      ...typed,
      message: '',
      sending: false,
      submitted: true,
      error: null,
    });
  });

  it('failure sets error and sending false; reset clears', () => {
    const failed = messageTransition({ ...typed, sending: true }, { type: 'failed', error: 'Offline' });
    expect(failed).toEqual({ ...typed, sending: false, error: 'Offline' });
    expect(messageTransition(failed, { type: 'reset' })).toEqual(initialMessage);
  });
});

describe('sending a message', () => {
  const setup = (answer: () => Promise<E.Either<AppError, void>> = () => right(undefined)) => ({
    messages: {
      sendItineraryMessage: vi.fn<MessageGateway['sendItineraryMessage']>(answer),
      sendMessage: vi.fn<MessageGateway['sendMessage']>(answer),
    },
    errors: reporter(),
  });
  const user = { objectId: 'usr_7', fullName: 'Ada Guest', email: 'ada@example.com' };
  const lead = { sfId: '00Q5e', firstName: 'Lin', lastName: 'Lead', email: 'lin@example.com' };

  it('on a trip the message goes to the trip, named after the signed-in user', async () => {
    const deps = setup();
    expect(
      E.isRight(await sendMessage(deps, { form: typed, context: { itineraryId: 'itn_42', user, lead } })),
    ).toBe(true);
    expect(deps.messages.sendItineraryMessage).toHaveBeenCalledWith('itn_42', {
      message: 'Can we bring a dog?',
      user: 'usr_7',
      userName: 'Ada Guest',
      userEmail: 'ada@example.com',
    });
    expect(deps.messages.sendMessage).not.toHaveBeenCalled();
    expect(deps.errors.report).not.toHaveBeenCalled();
  });

  it('what the guest typed wins; the lead names an anonymous visitor; else Anonymous User', async () => {
    const deps = setup();
    const named = { ...typed, name: 'Typed Name', email: 'typed@example.com' };
    await sendMessage(deps, { form: named, context: { itineraryId: 'itn_42', user, lead } });
    expect(deps.messages.sendItineraryMessage.mock.calls[0]?.[1]).toMatchObject({
      userName: 'Typed Name',
      userEmail: 'typed@example.com',
    });
    const anonymous = setup();
    await sendMessage(anonymous, { form: typed, context: { itineraryId: 'itn_42', lead } });
    expect(anonymous.messages.sendItineraryMessage.mock.calls[0]?.[1]).toEqual({
      message: 'Can we bring a dog?',
      user: null,
      userName: 'Lin Lead',
      userEmail: 'lin@example.com',
    });
    const nobody = setup();
    await sendMessage(nobody, { form: typed, context: { itineraryId: 'itn_42' } });
    expect(nobody.messages.sendItineraryMessage.mock.calls[0]?.[1]).toMatchObject({
      userName: 'Anonymous User',
      userEmail: '',
    });
  });

  it('off a trip it is a general message with market, product line, page, lead and origin', async () => {
    const deps = setup();
    const context = {
      user,
      lead,
      marketId: 'mkt_vail',
      productLine: 'Concierge',
      location: '/listings',
    } as const;
    await sendMessage(deps, { form: typed, context });
    expect(deps.messages.sendMessage).toHaveBeenCalledWith({
      message: 'Can we bring a dog?',
      marketId: 'mkt_vail',
      productLine: 'Concierge',
      name: 'Ada Guest',
      email: 'ada@example.com',
      location: '/listings',
      loggedIn: true,
      sfId: '00Q5e',
      user: 'usr_7',
      messageType: 'contact-concierge',
    });
    expect(deps.messages.sendItineraryMessage).not.toHaveBeenCalled();
  });

  it('an anonymous general message is not logged in and knows nothing else', async () => {
    const deps = setup();
    await sendMessage(deps, { form: typed, context: { itineraryId: '' } });
    expect(deps.messages.sendMessage).toHaveBeenCalledWith({
      message: 'Can we bring a dog?',
      marketId: null,
      productLine: null,
      name: 'Anonymous User',
      email: '',
      location: null,
      loggedIn: false,
      sfId: null,
      user: null,
      messageType: 'contact-concierge',
    });
  });

  it('a failure is reported and answered; the form stores it and keeps the message for a retry', async () => {
    const failure = http(500, 'Could not send');
    const deps = setup(() => left(failure));
    const sending = messageTransition(typed, { type: 'submitted' });
    const sent = await sendMessage(deps, { form: sending, context: {} });
    expect(leftOf(sent)).toBe(failure);
    expect(deps.errors.report).toHaveBeenCalledWith(failure, { during: 'sending a message' });
    expect(messageTransition(sending, { type: 'failed', error: leftOf(sent).message })).toMatchObject({
      sending: false,
      submitted: false,
      error: 'Could not send',
      message: 'Can we bring a dog?',
    });
  });
});
