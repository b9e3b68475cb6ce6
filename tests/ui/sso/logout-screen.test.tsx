import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { InMemoryOffline } from '../../../src/adapters/memory/in-memory-offline.js';
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
    const { sessionSignals, connectivity } = renderLogout('/logout?returnUrl=%2Flistings');
    expect((await screen.findByRole('status')).textContent).toBe('Signing you out…');
    await vi.waitFor(() => expect(sessionSignals.announced).toEqual(['logout']));
    // The trip kept for offline goes with the session (issue 32 item 1).
    expect((connectivity as InMemoryOffline).purges).toBe(1);
  });

  it('asks first when another site opened it, and signs out only on the button', async () => {
    const ports = renderLogout('/logout?confirm=1&returnUrl=%2Flistings');
    const { sessionSignals } = ports;
    expect(screen.getByRole('heading', { name: /^Sign out of .+\?$/ }).tagName).toBe('H1');
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Stay signed in' }).getAttribute('href')).toBe(
        `${window.location.origin}/listings`,
      ),
    );
    expect(sessionSignals.announced).toEqual([]);
    expect((ports.connectivity as InMemoryOffline).purges).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(sessionSignals.announced).toEqual(['logout']));
    expect((ports.connectivity as InMemoryOffline).purges).toBe(1);
  });
});
