import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPromoCodeGateway } from '../../../src/adapters/rest/rest-promo-code-gateway.js';
import type { PromoValidationBody } from '../../../src/core/promo/promo-code-gateway.port.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestPromoCodeGateway(api), answer(status, body));

const body: PromoValidationBody = {
  userId: 'usr_7',
  subtotal: 900,
  promoCodeName: 'SKI10',
  otherAppliedCodes: ['WELCOME'],
  appliedToType: 'Services + Experiences',
  appliedToID: 'itm_chef_1',
  stayStartDate: '2026-02-07',
  stayEndDate: '2026-02-14',
};

describe('RestPromoCodeGateway', () => {
  it('validatePromoCode sends POST /api/promo-codes/validation with the body; a valid code is Right', async () => {
    const { gateway, sent } = gatewayAnswering(200, { isError: false, errorMessage: null });
    expect(await gateway.validatePromoCode(body)).toEqual(E.right({ isError: false, errorMessage: null }));
    expect(sent).toEqual([{ method: 'POST', url: 'https://api.test/api/promo-codes/validation', body }]);
  });

  it('isError is a promo error carrying the host message, to be stored as the message', async () => {
    const { gateway } = gatewayAnswering(200, { isError: true, errorMessage: 'This code has expired.' });
    expect(await gateway.validatePromoCode(body)).toEqual(
      E.left({ kind: 'promo', message: 'This code has expired.' }),
    );
  });

  it('an answer without isError is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(200, { errorMessage: 'x' });
    const result = await gateway.validatePromoCode(body);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'isError' });
    expect(E.isLeft(result) && result.left.message).toContain('POST /api/promo-codes/validation');
  });

  it('a failure carries its status and the host message', async () => {
    const { gateway } = gatewayAnswering(400, { message: 'promoCodeName is required' });
    expect(await gateway.validatePromoCode(body)).toEqual(
      E.left({
        kind: 'rejected',
        status: 400,
        message: 'promoCodeName is required',
        hostMessage: 'promoCodeName is required',
      }),
    );
  });
});
