import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { RestPromotionGateway } from '../../../src/adapters/rest/rest-promotion-gateway.js';

interface Sent {
  readonly method: string | undefined;
  readonly url: string;
  readonly body: unknown;
}

const gatewayAnswering = (status: number, answer?: unknown) => {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer === undefined ? new Response(null, { status }) : Response.json(answer, { status });
  }) as unknown as typeof fetch;
  const api = new RestClient({
    baseUrl: 'https://api.test',
    cookies: new InMemoryCookieJar(),
    fetch: fetchImpl,
  });
  return { gateway: new RestPromotionGateway(api), sent };
};

describe('SPEC 7 RestPromotionGateway', () => {
  it('activePromotions sends GET /api/promotional-messages/active and keeps the entries as sent', async () => {
    const promotions = { winter: { headline: '10% off ski rentals', link: '/services/ski' } };
    const { gateway, sent } = gatewayAnswering(200, promotions);
    expect(await gateway.activePromotions()).toEqual(E.right(promotions));
    expect(sent).toEqual([
      { method: 'GET', url: 'https://api.test/api/promotional-messages/active', body: undefined },
    ]);
  });

  it('anything but an object is a decode error naming the call', async () => {
    const { gateway } = gatewayAnswering(200, ['winter']);
    const result = await gateway.activePromotions();
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: '' });
    expect(E.isLeft(result) && result.left.message).toContain(
      'Unexpected response from GET /api/promotional-messages/active: (root): expected ActivePromotions',
    );
  });

  it('a failure carries its status and the host message', async () => {
    const { gateway } = gatewayAnswering(503, { message: 'Promotions are resting' });
    expect(await gateway.activePromotions()).toEqual(
      E.left({ kind: 'http', status: 503, message: 'Promotions are resting' }),
    );
  });
});
