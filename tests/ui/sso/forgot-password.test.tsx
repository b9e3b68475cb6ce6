import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { ForgotPasswordScreen } from '../../../src/ui/sso/forgot-password-screen.js';
import { EMAIL_NEEDED } from '../../../src/ui/sso/password-reset.view-model.js';
import { LoginScreen } from '../../../src/ui/sso/portal-screens.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { testContainer } from '../../support/test-container.js';

const RETURN_URL = '?returnUrl=http%3A%2F%2Flocalhost%3A3000%2Flistings';
const HOST_ANSWER = {
  message: 'If an account has this e-mail, a link to set its password is on its way.',
  linkValidMinutes: 60,
};

/** The portal's sign-in and forgot-password screens over the real REST gateway and a host in memory. */
const renderPortal = (host = new FakeRestHost()) => {
  const ports = testContainer({ host });
  render(
    <ContainerProvider container={ports.container}>
      <MemoryRouter initialEntries={[`/login/${RETURN_URL}`]}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { ...ports, host };
};

const openForgotPassword = async (user: ReturnType<typeof userEvent.setup>) => {
  const forgot = screen.getByRole('link', { name: 'Forgot password?' });
  expect(forgot.getAttribute('href')).toBe(`/forgot-password/${RETURN_URL}`);
  await user.click(forgot);
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  return screen.getByRole('form', { name: 'Forgot your password?' });
};

/** 'Forgot password?' in the portal, through the existing set-password flow (issue 28 item 6). */
describe('forgot password', () => {
  it('sign in offers it, keeping the return URL; the screen asks for the e-mail and offers the concierge too', async () => {
    const user = userEvent.setup();
    const { config } = renderPortal();
    await openForgotPassword(user);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      `/login/${RETURN_URL}`,
    );
    const support = config.supportEmail;
    const mail = screen.getByRole('link', { name: `E-mail ${support}` }).getAttribute('href') ?? '';
    expect(mail.startsWith(`mailto:${support}?subject=`)).toBe(true);
    expect(decodeURIComponent(mail)).toContain('Please send me a link to set a new password');
  });

  it('sends the e-mail to the host and says the link is on its way if an account has it, and for how long', async () => {
    const user = userEvent.setup();
    const host = new FakeRestHost().on('POST', '/api/password-reset', { status: 202, body: HOST_ANSWER });
    const { config } = renderPortal(host);
    await openForgotPassword(user);
    await user.type(screen.getByLabelText('E-mail'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));

    const said = await screen.findByRole('status');
    expect(said.textContent).toBe(
      'If an account has the e-mail ada@example.com, a link to set a new password is on its way to it. The link is valid for 1 hour and works once.',
    );
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(host.requests).toEqual([
      { method: 'POST', path: '/api/password-reset', body: { email: 'ada@example.com' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Forgot your password?' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      `/login/${RETURN_URL}`,
    );
    // The concierge stays a second way, for a guest whom nothing reaches.
    expect(screen.getByRole('link', { name: `E-mail ${config.supportEmail}` })).toBeTruthy();
  });

  it('refuses a malformed e-mail before asking the host, and says a refusal of the host clearly', async () => {
    const user = userEvent.setup();
    const wait = 'Too many attempts: try again in 1 minute';
    const host = new FakeRestHost().on('POST', '/api/password-reset', {
      status: 429,
      body: { message: wait },
    });
    renderPortal(host);
    const form = await openForgotPassword(user);
    await user.type(screen.getByLabelText('E-mail'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_NEEDED);
    expect(host.requests).toEqual([]);

    await user.type(screen.getByLabelText('E-mail'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(wait));
    // Still the form, the address kept, to send again once the wait is over.
    expect(form.isConnected).toBe(true);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'ada@example.com');
    expect(screen.getByRole('button', { name: 'Send me a link' })).toHaveProperty('disabled', false);
  });
});
