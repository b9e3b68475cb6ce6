import { describe, expect, it } from 'vitest';
import { MessageFormViewModel } from '../../../src/ui/booking/message-form.view-model.js';
import { ConversationViewModel } from '../../../src/ui/conversation/conversation.view-model.js';
import {
  INVALID_PHONE,
  PHONE_NOT_SAVED,
  PhoneViewModel,
} from '../../../src/ui/conversation/phone.view-model.js';
import { demoGuest } from '../../support/test-container.js';
import { startedTripsContainer } from '../itineraries/trips-container.js';
import { conversationHost } from './conversation-host.js';

const open = async (options: Parameters<typeof conversationHost>[0] = {}, user = demoGuest) => {
  const host = conversationHost(options);
  const ports = await startedTripsContainer({ user, host });
  const { container } = ports;
  return {
    ...ports,
    host,
    talk: container.get(ConversationViewModel),
    form: container.get(MessageFormViewModel),
    phone: container.get(PhoneViewModel),
  };
};

describe('ConversationViewModel', () => {
  it('loads the trip and its conversation side by side, oldest first', async () => {
    const { talk, host } = await open();
    const opened = talk.pageOpened('it-ski');
    expect(talk.state.status).toBe('loading');
    await opened;
    expect(talk.tripName).toBe('Rocky Mountains ski week');
    expect(talk.entries.map((entry) => [entry.kind, entry.text])).toEqual([
      ['message', 'Could we arrive at noon?'],
      ['status-change', 'Private chef dinner: Price Requested'],
      ['quote', 'Private chef dinner: Quote Provided'],
    ]);
    expect(talk.truncated).toBe(false);
    expect(talk.productLine).toBe('Concierge');
    expect(host.requests.map((request) => request.path).sort()).toEqual([
      '/api/guest-itinerary/it-ski',
      '/api/itinerary/it-ski/conversation',
    ]);
  });

  it("a conversation the host refuses is the page-load error (someone else's trip: 403)", async () => {
    const { talk, shell } = await open({
      fail: { conversation: { status: 403, body: { message: 'Not yours' } } },
    });
    await talk.pageOpened('it-ski');
    expect(talk.state.status).toBe('failed');
    expect(shell.appError).toMatchObject({ status: 403, hostMessage: 'Not yours' });
  });

  it('a message sent from the trip shows at once, then as the host keeps it', async () => {
    const { talk, form, host } = await open();
    await talk.pageOpened('it-ski');
    form.formOpened({ itineraryId: 'it-ski' }, (sent) => void talk.messageSent(sent));
    form.edited({ message: '  Could the chef cook gluten-free?  ' });
    await form.sendClicked();
    expect(host.requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/itinerary/it-ski/messages',
      body: {
        message: '  Could the chef cook gluten-free?  ',
        user: 'u-guest',
        userName: 'Ava Guest',
        userEmail: 'guest@keyhaven.test',
      },
    });
    expect(form.sent).toBe(true);
    await settles(() => talk.entries.at(-1)?.objectId === 'gm-4');
    expect(talk.entries.at(-1)).toMatchObject({ kind: 'message', author: { name: 'Ava Guest' } });
    expect(talk.entries).toHaveLength(4);
  });
});

/** Waits for the re-read the sent message started to land. */
const settles = async (done: () => boolean) => {
  for (let tries = 0; tries < 50 && !done(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
};

describe('MessageFormViewModel', () => {
  it('refuses an empty message without asking the host, and keeps the form', async () => {
    const { form, host } = await open();
    form.formOpened({ itineraryId: 'it-ski' });
    form.edited({ message: '   ' });
    await form.sendClicked();
    expect(form.problem).toEqual({ field: 'message', message: 'Please write a message.' });
    expect(form.message).toMatchObject({ message: '   ', sending: false, submitted: false });
    expect(host.requests.some((request) => request.method === 'POST')).toBe(false);
    form.edited({ message: 'Hello' });
    expect(form.problem).toBeNull();
  });

  it('says why the host refused, keeps the message, and sends again', async () => {
    const { form, errorReporter } = await open({
      fail: { message: { status: 400, body: { message: 'message is too long' } } },
    });
    form.formOpened({ itineraryId: 'it-ski' });
    form.edited({ message: 'Hello' });
    await form.sendClicked();
    expect(form.message).toMatchObject({
      message: 'Hello',
      sending: false,
      error: 'message is too long',
      submitted: false,
    });
    expect(errorReporter.reports.map((report) => report.context)).toContainEqual({
      during: 'sending a message',
    });
    form.resetClicked();
    expect(form.message).toMatchObject({ message: '', error: null, submitted: false });
  });

  it('asks a signed-out guest for a name and e-mail, then sends a general message from the page it names', async () => {
    const { form, host } = await open({}, null as never);
    host.on('POST', '/api/messages', { status: 201, body: { objectId: 'gm-x' } });
    expect(form.asksWhoWrites).toBe(true);
    form.formOpened({
      location: '/services/sv-chef',
      originCTA: 'service-question',
      marketId: 'rocky-mountains',
    });
    form.edited({ message: 'Is the chef free on Friday?' });
    await form.sendClicked();
    expect(form.problem).toEqual({ field: 'name', message: 'Please give your name.' });
    form.edited({ name: 'Robin', email: 'robin@' });
    await form.sendClicked();
    expect(form.problem).toEqual({ field: 'email', message: 'Please give a valid e-mail address.' });
    form.edited({ email: 'robin@keyhaven.test' });
    await form.sendClicked();
    expect(host.requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/messages',
        body: {
          message: 'Is the chef free on Friday?',
          marketId: 'rocky-mountains',
          productLine: null,
          name: 'Robin',
          email: 'robin@keyhaven.test',
          location: '/services/sv-chef',
          loggedIn: false,
          sfId: null,
          user: null,
          messageType: 'service-question',
        },
      },
    ]);
    expect(form.sent).toBe(true);
  });
});

describe('PhoneViewModel', () => {
  it("shows the guest's phone in its display form and saves a new one of 10 to 14 digits", async () => {
    const { phone, host } = await open();
    expect(phone.shown).toBe('(303) 555-0123');
    phone.changeClicked();
    expect(phone.state).toEqual({ status: 'editing', draft: '(303) 555-0123', problem: null });
    phone.typed('555 12');
    await phone.saveClicked();
    expect(phone.state).toEqual({ status: 'editing', draft: '555 12', problem: INVALID_PHONE });
    expect(host.requests.some((request) => request.method === 'PUT')).toBe(false);
    phone.typed('+1 720 555 0188');
    await phone.saveClicked();
    expect(host.requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/user/u-guest/phone',
      body: { phone: '17205550188' },
    });
    expect(phone.state).toEqual({ status: 'viewing' });
    expect(phone.shown).toBe('+1 (720) 555-0188');
  });

  it('a number without a display form shows nothing; a refused save is said and keeps the number', async () => {
    const { phone, errorReporter } = await open(
      { fail: { phone: { status: 500, body: { message: 'Database down' } } } },
      {
        ...demoGuest,
        phone: '4930123456789',
      },
    );
    expect(phone.shown).toBeNull();
    phone.changeClicked();
    phone.typed('3035550199');
    await phone.saveClicked();
    expect(phone.state).toEqual({
      status: 'editing',
      draft: '3035550199',
      problem: `${PHONE_NOT_SAVED} Database down`,
    });
    expect(errorReporter.reports.map((report) => report.context)).toContainEqual({
      during: 'changing the phone number',
    });
  });
});
