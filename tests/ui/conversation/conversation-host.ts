import type { FakeAnswer, FakeRestHost } from '../../support/fake-rest-host.js';
import { tripHost } from '../itineraries/trip-fixtures.js';

/** Entries as the host answers them: a guest's message, a status change and a quote. */
export const conversationEntries = () => [
  {
    objectId: 'gm-1',
    kind: 'message',
    author: { role: 'guest', name: 'Ava Guest' },
    text: 'Could we arrive at noon?',
    createdAt: '2030-03-01T10:00:00.000Z',
    itemId: null,
  },
  {
    objectId: 'ev-1',
    kind: 'status-change',
    author: { role: 'guest', name: 'Ava Guest' },
    text: 'Private chef dinner: Price Requested',
    createdAt: '2030-03-01T10:05:00.000Z',
    itemId: 'si-in_progress',
  },
  {
    objectId: 'ev-2',
    kind: 'quote',
    author: { role: 'concierge', name: 'Cole Concierge' },
    text: 'Private chef dinner: Quote Provided',
    createdAt: '2030-03-01T11:00:00.000Z',
    itemId: 'si-in_progress',
  },
];

export const promotions = {
  'ski-week': {
    title: 'Ski week, on us',
    message: 'Book five nights and the sixth is free.',
    linkUrl: '/listings?listing_destination=Vail',
    linkText: 'Find a slope-side home',
    productLines: ['Concierge'],
  },
  'premier-members': {
    title: 'For Premier card members',
    message: 'A concierge for every trip.',
    productLines: ['Capital One Premier'],
  },
  broken: { title: '', message: 'No title' },
};

/**
 * The trip it-ski (trip-fixtures.ts) with a conversation that keeps what is written to it,
 * the running promotions and the guest's phone. `fail` makes a call answer a failure instead.
 */
export const conversationHost = (
  options: {
    host?: FakeRestHost;
    fail?: Partial<Record<'conversation' | 'message' | 'note' | 'phone' | 'promotions', FakeAnswer>>;
  } = {},
) => {
  const host = tripHost(options.host ? { host: options.host } : {});
  const entries = conversationEntries();
  const { fail = {} } = options;
  host
    .on(
      'GET',
      '/api/itinerary/it-ski/conversation',
      () => fail.conversation ?? { body: { entries, truncated: false } },
    )
    .on('POST', '/api/itinerary/it-ski/messages', ({ body }) => {
      if (fail.message) return fail.message;
      const sent = body as { message: string; userName: string };
      entries.push({
        objectId: `gm-${entries.length + 1}`,
        kind: 'message',
        author: { role: 'guest', name: sent.userName },
        text: sent.message,
        createdAt: '2030-03-02T09:00:00.000Z',
        itemId: null,
      });
      return { status: 201, body: { objectId: `gm-${entries.length}` } };
    })
    .on('POST', '/api/itinerary/it-ski/caseFeed', ({ body }) => {
      if (fail.note) return fail.note;
      entries.push({
        objectId: `cf-${entries.length + 1}`,
        kind: 'note',
        author: { role: 'guest', name: 'Ava Guest' },
        text: (body as { message: string }).message,
        createdAt: '2030-03-02T09:30:00.000Z',
        itemId: null,
      });
      return { status: 204 };
    })
    .on(
      'PUT',
      '/api/user/*/phone',
      ({ body }) => fail.phone ?? { body: { phone: (body as { phone: string }).phone.replace(/\D/g, '') } },
    )
    .on('GET', '/api/promotional-messages/active', () => fail.promotions ?? { body: promotions });
  return host;
};
