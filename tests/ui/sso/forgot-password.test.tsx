import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { ForgotPasswordScreen, LoginScreen } from '../../../src/ui/sso/portal-screens.js';
import { testContainer } from '../../support/test-container.js';

/** 'Forgot password?' in the portal, through the existing set-password flow (issue 28 item 6). */
describe('forgot password', () => {
  it('sign in offers it, keeping the return URL; the screen asks the concierge for a set-password link', async () => {
    const user = userEvent.setup();
    const ports = testContainer();
    const returnUrl = '?returnUrl=http%3A%2F%2Flocalhost%3A3000%2Flistings';
    render(
      <ContainerProvider container={ports.container}>
        <MemoryRouter initialEntries={[`/login/${returnUrl}`]}>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe(`/forgot-password/${returnUrl}`);
    await user.click(forgot);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    const support = ports.config.supportEmail;
    const mail = screen.getByRole('link', { name: `E-mail ${support}` }).getAttribute('href') ?? '';
    expect(mail.startsWith(`mailto:${support}?subject=`)).toBe(true);
    expect(decodeURIComponent(mail)).toContain('Please send me a link to set a new password');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      `/login/${returnUrl}`,
    );
  });
});
