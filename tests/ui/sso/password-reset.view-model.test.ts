import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { appError } from '../../../src/core/shared/app-error.js';
import {
  EMAIL_NEEDED,
  PasswordResetViewModel,
  RESET_FAILED,
  RESET_TOO_OFTEN,
  RESET_UNREACHABLE,
} from '../../../src/ui/sso/password-reset.view-model.js';
import { testContainer } from '../../support/test-container.js';
import { InMemoryAccountGateway, serveAccounts } from './in-memory-account-gateway.js';

const resetScreen = () => {
  const ports = testContainer();
  const gateway = new InMemoryAccountGateway();
  serveAccounts(ports.container, gateway);
  return { reset: ports.container.get(PasswordResetViewModel), gateway };
};

describe('the forgot-password view-model', () => {
  it('asks the host for a link to the address as trimmed, and keeps where it went and for how long', async () => {
    const { reset, gateway } = resetScreen();
    gateway.resetAnswer = E.right({ linkValidMinutes: 45 });
    await reset.sendClicked('  Ada@Example.com ');
    expect(gateway.calls).toEqual([{ requestPasswordReset: 'Ada@Example.com' }]);
    expect(reset.sent).toEqual({ email: 'Ada@Example.com', linkValidMinutes: 45 });
    expect(reset.form).toEqual({ status: 'idle' });
  });

  it('asks for an e-mail address before calling the host', async () => {
    const { reset, gateway } = resetScreen();
    for (const typed of ['', '   ', 'ada', 'ada@example']) {
      await reset.sendClicked(typed);
      expect(reset.form, typed).toEqual({ status: 'failed', message: EMAIL_NEEDED });
    }
    expect(gateway.calls).toEqual([]);
    expect(reset.sent).toBeNull();
  });

  it.each([
    [
      'no answer at all',
      appError('network', 'Could not reach the server (Failed to fetch)'),
      RESET_UNREACHABLE,
    ],
    [
      'a timeout',
      appError('timeout', 'POST /api/password-reset took longer than 30000 ms'),
      RESET_UNREACHABLE,
    ],
    [
      'the rate limit, with the wait',
      appError('rejected', 'Too many attempts: try again in 1 minute', {
        status: 429,
        hostMessage: 'Too many attempts: try again in 1 minute',
      }),
      'Too many attempts: try again in 1 minute',
    ],
    [
      'the rate limit, without words',
      appError('rejected', 'POST /api/password-reset failed with status 429', { status: 429 }),
      RESET_TOO_OFTEN,
    ],
    [
      'a refused address',
      appError('rejected', 'email must be a valid e-mail address', {
        status: 400,
        hostMessage: 'email must be a valid e-mail address',
      }),
      EMAIL_NEEDED,
    ],
    [
      'a failure of the host',
      appError('http', 'POST /api/password-reset failed with status 503', { status: 503 }),
      RESET_FAILED,
    ],
    ['an answer it cannot read', appError('decode', 'Unexpected password-reset answer'), RESET_FAILED],
  ])('says %s in words a guest can act on, and stays on the form', async (_case, error, message) => {
    const { reset, gateway } = resetScreen();
    gateway.resetAnswer = E.left(error);
    await reset.sendClicked('ada@example.com');
    expect(reset.form).toEqual({ status: 'failed', message });
    expect(reset.sent).toBeNull();
  });

  it('sends once while a request is on its way', async () => {
    const { reset, gateway } = resetScreen();
    await Promise.all([reset.sendClicked('ada@example.com'), reset.sendClicked('ada@example.com')]);
    expect(gateway.calls).toHaveLength(1);
  });
});
