import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { RestMessageGateway } from '../../../src/adapters/rest/rest-message-gateway.js';
import type {
  GeneralMessageBody,
  ItineraryMessageBody,
} from '../../../src/core/messaging/message-gateway.port.js';
import type { AppError } from '../../../src/core/shared/app-error.js';

const BASE = 'https://api.test';
interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}
const answer = (status: number, body?: unknown) => (): Response =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fakeFetch = (respond: () => Response) => {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    sent.push({ method: String(init.method), url: url.slice(BASE.length), body });
    return respond();
  }) as unknown as typeof fetch;
  return { api: new RestClient({ baseUrl: BASE, cookies: new InMemoryCookieJar(), fetch: fetchImpl }), sent };
};
const fake = (respond: () => Response) => {
  const { api, sent } = fakeFetch(respond);
  return { gateway: new RestMessageGateway(api), sent };
};

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

type Call = (gateway: RestMessageGateway) => Promise<E.Either<AppError, unknown>>;
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

describe('RestMessageGateway (SPEC 7 Services and misc)', () => {
  it.each(CASES)('$name sends POST $url with the message', async (c) => {
    const { gateway, sent } = fake(answer(201, { objectId: 'msg-1' }));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: 'POST', url: c.url, body: c.body }]);
    // The host's answer is not shown (SPEC 7): any success is an acknowledgement.
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
        E.left({ kind: 'http', status: 422, message: 'A message needs some text' }),
      );
    },
  );
});
