import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestMessageGateway } from '../../../src/adapters/rest/rest-message-gateway.js';
import type {
  GeneralMessageBody,
  ItineraryMessageBody,
} from '../../../src/core/messaging/message-gateway.port.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestMessageGateway(api), respond, { urls: 'relative' });

const TRIP_MESSAGE: ItineraryMessageBody = {
  message: 'Could we arrive at noon?',
  user: 'u-1',
  userName: 'Ava Guest',
  userEmail: 'guest@keyhaven.test',
};
const CONTACT_MESSAGE: GeneralMessageBody = {
  message: 'Do you have homes with a hot tub?',
  marketId: 'm-aspen',
  productLine: 'Concierge',
  name: 'Robin Traveller',
  email: 'robin@keyhaven.test',
  location: '/listings?destination=Aspen',
  loggedIn: false,
  sfId: null,
  user: null,
  messageType: 'listing-help',
};

type Call = GatewayCall<RestMessageGateway>;
const CASES: readonly { name: string; call: Call; url: string; body: unknown }[] = [
  {
    name: 'sendItineraryMessage',
    call: (g) => g.sendItineraryMessage('it/1', TRIP_MESSAGE),
    url: '/api/itinerary/it%2F1/messages',
    body: TRIP_MESSAGE,
  },
  {
    name: 'sendMessage',
    call: (g) => g.sendMessage(CONTACT_MESSAGE),
    url: '/api/messages',
    body: CONTACT_MESSAGE,
  },
];

describe('RestMessageGateway', () => {
  it.each(CASES)('$name sends POST $url with the message', async (c) => {
    const { gateway, sent } = fake(answer(201, { objectId: 'msg-1' }));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: 'POST', url: c.url, body: c.body }]);
    // The host's answer is not shown (docs/product/calls.md#services-and-misc): any success
    // is an acknowledgement.
    expect(result).toEqual(E.right(undefined));
  });

  it.each(CASES)('$name: no body at all is a success too', async (c) => {
    const { gateway } = fake(answer(204));
    expect(await c.call(gateway)).toEqual(E.right(undefined));
  });

  it.each(CASES)(
    '$name: a failure keeps the status and the host message, for the form to store',
    async (c) => {
      const { gateway } = fake(answer(422, { message: 'A message needs some text' }));
      expect(await c.call(gateway)).toEqual(
        E.left({
          kind: 'rejected',
          status: 422,
          message: 'A message needs some text',
          hostMessage: 'A message needs some text',
        }),
      );
    },
  );
});

describe("RestMessageGateway.conversation: a trip's conversation", () => {
  const entry = {
    objectId: 'ev-1',
    kind: 'quote',
    author: { role: 'concierge', name: 'Cole Concierge' },
    text: 'Private chef: Quote Provided',
    createdAt: '2031-02-01T10:02:00.000Z',
    itemId: 'si-1',
  };

  it('asks GET /api/itinerary/{id}/conversation and answers the entries decoded', async () => {
    const { gateway, sent } = fake(answer(200, { entries: [entry], truncated: true }));
    expect(await gateway.conversation('it/1')).toEqual(E.right({ entries: [entry], truncated: true }));
    expect(sent).toEqual([{ method: 'GET', url: '/api/itinerary/it%2F1/conversation', body: undefined }]);
  });

  it('an answer that is not a conversation is a decode error naming the path, never a crash', async () => {
    const { gateway } = fake(answer(200, { entries: [{ ...entry, kind: 'gossip' }], truncated: false }));
    const result = await gateway.conversation('it-1');
    expect(E.isLeft(result) && [result.left.kind, result.left.path]).toEqual(['decode', 'entries.0.kind']);
  });
});
