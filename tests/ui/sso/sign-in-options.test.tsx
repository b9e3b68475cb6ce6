import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalSignInUrl, signInOptionsOf } from '../../../src/core/navigation/sign-in-url.rule.js';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { LoginScreen } from '../../../src/ui/sso/portal-screens.js';
import { testContainer } from '../../support/test-container.js';

const renderLogin = (url: string) => {
  const ports = testContainer();
  render(
    <ContainerProvider container={ports.container}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return ports;
};

const back = encodeURIComponent(`${window.location.origin}/listings/elk1`);

describe('the portal’s sign-in options', () => {
  it('travel in the portal’s address and are read back', () => {
    const url = portalSignInUrl('/sso', 'https://app.test/x?a=1', ['sign-in-only', 'skip-login']);
    expect(url).toBe('/sso/login/?returnUrl=https%3A%2F%2Fapp.test%2Fx%3Fa%3D1&signInOnly=1&skipLogin=1');
    expect([...signInOptionsOf(url.split('?')[1] ?? '')]).toEqual(['sign-in-only', 'skip-login']);
    expect(signInOptionsOf('?returnUrl=x').size).toBe(0);
  });

  it('plain sign-in offers to create an account and no way around', () => {
    renderLogin(`/login?returnUrl=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /go back without signing in/ })).toBeNull();
  });

  it('sign-in only offers no sign-up; skip login goes back to the return address without signing in', () => {
    renderLogin(`/login?returnUrl=${back}&signInOnly=1&skipLogin=1`);
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Not now: go back without signing in' }).getAttribute('href'),
    ).toBe(`${window.location.origin}/listings/elk1`);
  });
});
