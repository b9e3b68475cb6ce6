import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MISSING_ROLE_MESSAGE } from '../../../src/core/session/session-access.rule.js';
import { SessionRolesViewModel } from '../../../src/ui/shell/session-roles.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';
import { renderApp } from '../app/render-app.js';

const concierge = { ...demoGuest, objectId: 'u-cole', fullName: 'Cole Concierge' };

describe('/concierge, a screen that requires the concierge role', () => {
  it('a concierge passes the role check (GET /api/is-auth/concierge) and sees the roles the session carries', async () => {
    const host = new FakeRestHost()
      .on('GET', '/api/is-auth/concierge', { body: { role: 'concierge' } })
      .on('GET', '/api/my-roles', { body: ['guest', 'concierge'] });
    renderApp('/concierge', { user: concierge, host });
    expect(await screen.findByRole('heading', { level: 1, name: 'Concierge desk' })).toBeTruthy();
    expect(await screen.findByText('Your roles: guest, concierge.')).toBeTruthy();
    expect(screen.getByText('Signed in as Cole Concierge')).toBeTruthy();
  });

  it('a guest without the role is refused in the catalogue’s words, and sees nothing of the desk', async () => {
    const host = new FakeRestHost()
      .on('GET', '/api/is-auth/concierge', { status: 403, body: { message: 'Forbidden' } })
      .on('GET', '/api/my-roles', { body: ['guest'] });
    renderApp('/concierge', { user: demoGuest, host });
    expect(await screen.findByText(MISSING_ROLE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Concierge desk' })).toBeNull();
  });

  it('a signed-out visitor reads loading while the portal’s sign-in is reached, and nothing is checked', async () => {
    const { navigation, host } = renderApp('/concierge?x=1', {});
    await waitFor(() => expect(navigation.visits.at(-1)?.url).toMatch(/^\/sso\/login\/\?returnUrl=/));
    expect(decodeURIComponent(navigation.visits.at(-1)?.url ?? '')).toContain('/concierge?x=1');
    // Accounts with a role are not made by signing up: the portal offers sign-in only.
    expect(navigation.visits.at(-1)?.url).toContain('&signInOnly=1');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(host.requests.some((request) => request.path.startsWith('/api/is-auth'))).toBe(false);
  });

  it('the roles failing to load is the page-load error', async () => {
    const host = new FakeRestHost()
      .on('GET', '/api/is-auth/concierge', { body: { role: 'concierge' } })
      .on('GET', '/api/my-roles', { status: 503, body: { message: 'down' } });
    const app = testContainer({ user: concierge, host });
    const shell = app.container.get(ShellViewModel);
    await shell.appStarted('');
    const roles = app.container.get(SessionRolesViewModel);
    const loading = roles.needed();
    expect(roles.roles.isLoading).toBe(true);
    await loading;
    expect(roles.roles).toEqual({ names: [], isLoading: false });
    expect(shell.appError?.status).toBe(503);
    expect(app.container.get(SessionRolesViewModel)).toBe(roles);
  });
});
