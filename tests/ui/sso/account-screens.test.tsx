import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import {
  ContactInfoScreen,
  FinalizeAccountScreen,
  SetPasswordScreen,
} from '../../../src/ui/sso/account-screens.js';
import { testContainer } from '../../support/test-container.js';
import { InMemoryAccountGateway, serveAccounts } from './in-memory-account-gateway.js';

const LoginSpy = () => {
  const location = useLocation();
  return <p>Sign-in page {location.search}</p>;
};

const renderPortal = (url: string, setUp: (gateway: InMemoryAccountGateway) => void = () => {}) => {
  const ports = testContainer();
  const gateway = new InMemoryAccountGateway();
  setUp(gateway);
  serveAccounts(ports.container, gateway);
  render(
    <ContainerProvider container={ports.container}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/set-password" element={<SetPasswordScreen />} />
          <Route path="/finalize-account" element={<FinalizeAccountScreen />} />
          <Route path="/contact-info" element={<ContactInfoScreen />} />
          <Route path="/login" element={<LoginSpy />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { ...ports, gateway };
};

const linkQuery = (email: string) => `?email=${encodeURIComponent(email)}&token=${'A'.repeat(43)}`;

describe('portal account screens', () => {
  it('finalize account: names, optional phone and password, then signed in', async () => {
    const user = userEvent.setup();
    const { gateway, cookies } = renderPortal(`/finalize-account${linkQuery('ada@example.com')}`);
    expect(screen.getByRole('heading', { name: 'Finalize your account' })).toBeTruthy();
    expect(screen.getByText('For the account ad*@example.com.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Finalize your account' });
    expect(screen.getByLabelText('Phone (optional)')).toHaveProperty('required', false);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Phone (optional)'), '303 555 0100');
    await user.type(screen.getByLabelText('Password (at least 8 characters)'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Finalize Account' }));
    // Signed in: the button stays disabled while the page follows the return URL.
    await waitFor(() => expect(cookies.get(SESSION_COOKIE)).toBe('session-after-link'));
    expect(form.querySelector('button')).toHaveProperty('disabled', true);
    expect(gateway.calls).toEqual([
      {
        finalizeAccount: {
          ...gateway.link,
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '303 555 0100',
          password: 'long-enough',
        },
      },
    ]);
  });

  it('set password: a wrong e-mail shows the correct one obscured in the alert', async () => {
    const user = userEvent.setup();
    const { cookies } = renderPortal(`/set-password/${linkQuery('bob@example.com')}`);
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm new password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This link was sent for another e-mail address: ad*@example.com',
      ),
    );
    expect(cookies.get(SESSION_COOKIE)).toBeNull();
  });

  it('set password: a link without its token says so and offers sign-in', () => {
    renderPortal('/set-password?email=ada%40example.com');
    expect(screen.getByText(/This link is missing its e-mail or token/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sign in' })).toBeTruthy();
  });

  it('contact info: edits the names and phone of the signed-in guest', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPortal('/contact-info/');
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveProperty('value', 'Ada');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Byron');
    await user.type(screen.getByLabelText('Phone (optional)'), '(303) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your contact information is saved.'),
    );
    expect(gateway.contact).toMatchObject({ lastName: 'Byron', phone: '3035550100' });
  });

  it('contact info: a signed-out guest goes to sign in, with this page as the return URL', async () => {
    renderPortal('/contact-info/', (gateway) => {
      gateway.signedIn = false;
    });
    const login = await screen.findByText(/^Sign-in page/);
    expect(login.textContent).toBe(`Sign-in page ?returnUrl=${encodeURIComponent(window.location.href)}`);
  });
});
