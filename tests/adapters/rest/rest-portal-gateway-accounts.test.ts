import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPortalGateway } from '../../../src/adapters/rest/rest-portal-gateway.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestPortalGateway(api), answer(status, body));

const link = { email: 'ada@example.com', token: 'tok-1' };
const info = { firstName: 'Ada', lastName: 'Guest', email: 'ada@example.com', phone: '3035550100' };

describe('RestPortalGateway account calls', () => {
  it('requestPasswordReset sends POST /api/password-reset with the e-mail and reads how long a link lasts', async () => {
    const { gateway, sent } = gatewayAnswering(202, {
      message: 'If an account has this e-mail, a link to set its password is on its way.',
      linkValidMinutes: 60,
    });
    expect(await gateway.requestPasswordReset('ada@example.com')).toEqual(E.right({ linkValidMinutes: 60 }));
    expect(sent).toEqual([
      { method: 'POST', url: 'https://api.test/api/password-reset', body: { email: 'ada@example.com' } },
    ]);
  });

  it('a reset answer without whole minutes is a decode error naming the field', async () => {
    for (const linkValidMinutes of [undefined, '60', 59.5]) {
      const { gateway } = gatewayAnswering(202, { message: 'On its way.', linkValidMinutes });
      const result = await gateway.requestPasswordReset('ada@example.com');
      expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'linkValidMinutes' });
    }
  });

  it('the rate limit comes back with its status and the host words', async () => {
    const message = 'Too many attempts: try again in 1 minute';
    const { gateway } = gatewayAnswering(429, { message });
    expect(await gateway.requestPasswordReset('ada@example.com')).toEqual(
      E.left({ kind: 'rejected', status: 429, message, hostMessage: message }),
    );
  });

  it('setPassword sends POST /api/set-password/ and reads sessionToken', async () => {
    const { gateway, sent } = gatewayAnswering(200, { sessionToken: 'tok' });
    expect(await gateway.setPassword(link, 'long-enough')).toEqual(E.right({ sessionToken: 'tok' }));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://api.test/api/set-password/',
        body: { ...link, password: 'long-enough' },
      },
    ]);
  });

  it('finalizeAccount sends POST /api/finalize-account/ with names, phone and password', async () => {
    const { gateway, sent } = gatewayAnswering(200, { sessionToken: 'tok' });
    const details = { ...link, firstName: 'Ada', lastName: 'Guest', password: 'long-enough', phone: '303' };
    expect(await gateway.finalizeAccount(details)).toEqual(E.right({ sessionToken: 'tok' }));
    expect(sent).toEqual([{ method: 'POST', url: 'https://api.test/api/finalize-account/', body: details }]);
  });

  it('the wrong-email state comes back as a conflict with the host message', async () => {
    const message = 'This link was sent for another e-mail address: ad*@example.com';
    const { gateway } = gatewayAnswering(409, { message, correctEmail: 'ad*@example.com' });
    expect(await gateway.setPassword(link, 'long-enough')).toEqual(
      E.left({ kind: 'conflict', status: 409, message, hostMessage: message }),
    );
  });

  it('contactInfo sends GET /api/contact-info and saveContactInfo PUT, both reading the profile', async () => {
    const read = gatewayAnswering(200, info);
    expect(await read.gateway.contactInfo()).toEqual(E.right(info));
    expect(read.sent).toEqual([{ method: 'GET', url: 'https://api.test/api/contact-info', body: undefined }]);

    const change = { firstName: 'Ada', lastName: 'Guest', phone: null };
    const saved = gatewayAnswering(200, { ...info, phone: null });
    expect(await saved.gateway.saveContactInfo(change)).toEqual(E.right({ ...info, phone: null }));
    expect(saved.sent).toEqual([{ method: 'PUT', url: 'https://api.test/api/contact-info', body: change }]);
  });

  it('a contact answer without the e-mail is a decode error naming the field', async () => {
    const result = await gatewayAnswering(200, { ...info, email: undefined }).gateway.contactInfo();
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'email' });
  });
});
