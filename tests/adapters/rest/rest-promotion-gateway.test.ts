import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPromotionGateway } from '../../../src/adapters/rest/rest-promotion-gateway.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestPromotionGateway(api), answer(status, body));

describe('RestPromotionGateway', () => {
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
      E.left({
        kind: 'http',
        status: 503,
        message: 'Promotions are resting',
        hostMessage: 'Promotions are resting',
      }),
    );
  });
});
