import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { LogoutScreen } from '../../../src/ui/sso/portal-screens.js';
import { testContainer } from '../../support/test-container.js';

/** The portal's sign-out: at once from our own pages, asked first from elsewhere (?confirm=1). */
const renderLogout = (url: string) => {
  const ports = testContainer();
  render(
    <ContainerProvider container={ports.container}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/logout" element={<LogoutScreen />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return ports;
};

describe('the portal sign-out screen', () => {
  it('signs out at once when opened from our own pages', async () => {
    const { sessionSignals } = renderLogout('/logout?returnUrl=%2Flistings');
    expect((await screen.findByRole('status')).textContent).toBe('Signing you out…');
    await vi.waitFor(() => expect(sessionSignals.announced).toEqual(['logout']));
  });

  it('asks first when another site opened it, and signs out only on the button', async () => {
    const { sessionSignals } = renderLogout('/logout?confirm=1&returnUrl=%2Flistings');
    expect(screen.getByRole('heading', { name: /^Sign out of .+\?$/ }).tagName).toBe('H1');
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Stay signed in' }).getAttribute('href')).toBe(
        `${window.location.origin}/listings`,
      ),
    );
    expect(sessionSignals.announced).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(sessionSignals.announced).toEqual(['logout']));
  });
});
