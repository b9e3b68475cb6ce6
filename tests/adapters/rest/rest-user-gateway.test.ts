import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestUserGateway } from '../../../src/adapters/rest/rest-user-gateway.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestUserGateway(api), answer(status, body));

describe('RestUserGateway', () => {
  it('updatePhone sends PUT /api/user/{userId}/phone with the phone and reads it back', async () => {
    const { gateway, sent } = gatewayAnswering(200, { phone: '3035550123' });
    expect(await gateway.updatePhone('usr 7', { phone: '303-555-0123' })).toEqual(E.right('3035550123'));
    expect(sent).toEqual([
      { method: 'PUT', url: 'https://api.test/api/user/usr%207/phone', body: { phone: '303-555-0123' } },
    ]);
  });

  it('an answer without the phone is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(200, { phoneNumber: '3035550123' });
    const result = await gateway.updatePhone('usr_7', { phone: '3035550123' });
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'phone' });
    expect(E.isLeft(result) && result.left.message).toContain('PUT /api/user/usr_7/phone');
  });

  it('a failure carries its status and the host message', async () => {
    const { gateway } = gatewayAnswering(400, { message: 'phone must be 10 digits' });
    expect(await gateway.updatePhone('usr_7', { phone: '12' })).toEqual(
      E.left({
        kind: 'rejected',
        status: 400,
        message: 'phone must be 10 digits',
        hostMessage: 'phone must be 10 digits',
      }),
    );
  });
});
