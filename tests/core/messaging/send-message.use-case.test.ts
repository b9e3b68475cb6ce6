import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { initialMessage, type Message } from '../../../src/core/messaging/message.entity.js';
import { messageTransition } from '../../../src/core/messaging/message-form-state.js';
import type { MessageGateway } from '../../../src/core/messaging/message-gateway.port.js';
import { MessageForm } from '../../../src/core/messaging/send-message.use-case.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { deferred, http, left, leftOf, reporter, right } from '../use-case-support.js';

const typed: Message = { ...initialMessage, message: 'Can we bring a dog?', originCTA: 'contact-concierge' };

describe('SPEC 4 Message flow state', () => {
  it('SPEC 4: editing keeps the rest of the form', () => {
    expect(messageTransition(typed, { type: 'edited', fields: { name: 'Ada' } })).toEqual({
      ...typed,
      name: 'Ada',
    });
  });

  it('SPEC 4 sending true on submit, clearing a previous error', () => {
    expect(messageTransition({ ...typed, error: 'Old' }, { type: 'submitted' })).toEqual({
      ...typed,
      sending: true,
      error: null,
    });
  });

  it('SPEC 4 success sets submitted true, clears message and error', () => {
    const sending = { ...typed, sending: true, error: 'x' };
    expect(messageTransition(sending, { type: 'succeeded' })).toEqual({
      ...typed,
      message: '',
      sending: false,
      submitted: true,
      error: null,
    });
  });

  it('SPEC 4 failure sets error and sending false; reset clears', () => {
    const failed = messageTransition({ ...typed, sending: true }, { type: 'failed', error: 'Offline' });
    expect(failed).toEqual({ ...typed, sending: false, error: 'Offline' });
    expect(messageTransition(failed, { type: 'reset' })).toEqual(initialMessage);
  });
});

describe('SPEC 4, 5, 7, 8 sending a message', () => {
  const setup = (answer: () => Promise<E.Either<AppError, void>> = () => right(undefined)) => {
    const messages = {
      sendItineraryMessage: vi.fn<MessageGateway['sendItineraryMessage']>(answer),
      sendMessage: vi.fn<MessageGateway['sendMessage']>(answer),
    };
    const errors = reporter();
    const form = new MessageForm({ messages, errors });
    form.edit({ message: 'Can we bring a dog?', originCTA: 'contact-concierge' });
    return { form, messages, errors };
  };
  const user = { objectId: 'usr_7', fullName: 'Ada Guest', email: 'ada@example.com' };
  const lead = { sfId: '00Q5e', firstName: 'Lin', lastName: 'Lead', email: 'lin@example.com' };

  it('SPEC 7: on a trip the message goes to the trip, named after the signed-in user (SPEC 5)', async () => {
    const { form, messages } = setup();
    await form.send({ itineraryId: 'itn_42', user, lead });
    expect(messages.sendItineraryMessage).toHaveBeenCalledWith('itn_42', {
      message: 'Can we bring a dog?',
      user: 'usr_7',
      userName: 'Ada Guest',
      userEmail: 'ada@example.com',
    });
    expect(messages.sendMessage).not.toHaveBeenCalled();
    expect(form.getState()).toMatchObject({ submitted: true, sending: false, message: '', error: null });
  });

  it('SPEC 5: what the guest typed wins; the lead names an anonymous visitor; else Anonymous User', async () => {
    const { form, messages } = setup();
    form.edit({ name: 'Typed Name', email: 'typed@example.com' });
    await form.send({ itineraryId: 'itn_42', user, lead });
    expect(messages.sendItineraryMessage.mock.calls[0]?.[1]).toMatchObject({
      userName: 'Typed Name',
      userEmail: 'typed@example.com',
    });
    const anonymous = setup();
    await anonymous.form.send({ itineraryId: 'itn_42', lead });
    expect(anonymous.messages.sendItineraryMessage.mock.calls[0]?.[1]).toEqual({
      message: 'Can we bring a dog?',
      user: null,
      userName: 'Lin Lead',
      userEmail: 'lin@example.com',
    });
    const nobody = setup();
    await nobody.form.send({ itineraryId: 'itn_42' });
    expect(nobody.messages.sendItineraryMessage.mock.calls[0]?.[1]).toMatchObject({
      userName: 'Anonymous User',
      userEmail: '',
    });
  });

  it('SPEC 7: off a trip it is a general message with market, product line, page, lead and origin', async () => {
    const { form, messages } = setup();
    await form.send({ user, lead, marketId: 'mkt_vail', productLine: 'Concierge', location: '/listings' });
    expect(messages.sendMessage).toHaveBeenCalledWith({
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
    expect(messages.sendItineraryMessage).not.toHaveBeenCalled();
  });

  it('SPEC 7: an anonymous general message is not logged in and knows nothing else', async () => {
    const { form, messages } = setup();
    await form.send({ itineraryId: '' });
    expect(messages.sendMessage).toHaveBeenCalledWith({
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

  it('SPEC 4 sending true on submit; a second submit meanwhile is ignored', async () => {
    const answer = deferred<E.Either<AppError, void>>();
    const { form, messages } = setup(() => answer.promise);
    const seen: boolean[] = [];
    form.subscribe((state) => seen.push(state.sending));
    const pending = form.send({});
    expect(form.getState().sending).toBe(true);
    expect(await form.send({})).toBeUndefined();
    expect(messages.sendMessage).toHaveBeenCalledTimes(1);
    answer.resolve(E.right(undefined));
    expect(E.isRight((await pending)!)).toBe(true);
    expect(seen).toEqual([true, false]);
  });

  it('SPEC 8 Message submit failure stored and reported; the message stays for a retry; reset clears', async () => {
    const failure = http(500, 'Could not send');
    const { form, errors } = setup(() => left(failure));
    expect(leftOf(await form.send({}))).toBe(failure);
    expect(form.getState()).toMatchObject({
      sending: false,
      submitted: false,
      error: 'Could not send',
      message: 'Can we bring a dog?',
    });
    expect(errors.report).toHaveBeenCalledWith(failure, { during: 'sending a message' });
    form.reset();
    expect(form.getState()).toEqual(initialMessage);
  });
});
