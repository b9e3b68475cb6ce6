import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';
import { PortalViewModel } from '../../../src/ui/sso/portal.view-model.js';
import { testContainer } from '../../support/test-container.js';

const portalAt = (returnUrl: string | null) => {
  const ports = testContainer();
  const portal = ports.container.get(PortalViewModel);
  portal.portalOpened(returnUrl, 'http://localhost:3000');
  return { portal, ...ports };
};

describe('single sign-on portal', () => {
  it("signs in, stores the session cookie, tells the app's tabs and returns to an allowed return URL", async () => {
    const { portal, cookies, sessionSignals } = portalAt('http://localhost:3000/listings?utm_source=x');
    await portal.signInSubmitted(' guest@keyhaven.test ', 'vacation-demo-1');
    expect(cookies.get(SESSION_COOKIE)).toBe('token-for-guest@keyhaven.test');
    expect(sessionSignals.announced).toEqual(['login']);
    expect(portal.form).toEqual({
      status: 'done',
      redirectTo: 'http://localhost:3000/listings?utm_source=x',
    });
  });

  it('a wrong password shows the server message and stores nothing', async () => {
    const { portal, cookies, sessionSignals } = portalAt(null);
    await portal.signInSubmitted('guest@keyhaven.test', 'wrong');
    expect(portal.form).toEqual({ status: 'failed', message: 'Invalid e-mail or password' });
    expect(cookies.get(SESSION_COOKIE)).toBeNull();
    expect(sessionSignals.announced).toEqual([]);
  });

  it('refuses a hostile return URL and goes to the app home instead', async () => {
    const { portal } = portalAt('https://evil.example/steal');
    await portal.signInSubmitted('guest@keyhaven.test', 'vacation-demo-1');
    expect(portal.form).toEqual({ status: 'done', redirectTo: 'http://localhost:3000/itineraries' });
  });

  it('checks the form before calling the host', async () => {
    const { portal } = portalAt(null);
    await portal.signInSubmitted('not-an-email', 'x');
    expect(portal.form).toEqual({ status: 'failed', message: 'Please enter a valid e-mail address.' });
    await portal.signUpSubmitted({
      email: 'new@keyhaven.test',
      password: 'short',
      firstName: 'N',
      lastName: 'G',
    });
    expect(portal.form).toEqual({
      status: 'failed',
      message: 'Please choose a password of at least 8 characters.',
    });
    await portal.signUpSubmitted({
      email: 'new@keyhaven.test',
      password: 'long-enough',
      firstName: ' ',
      lastName: 'G',
    });
    expect(portal.form).toEqual({ status: 'failed', message: 'Please enter your first and last name.' });
  });

  it('signs up a new guest, signs them in and aliases the visitor to the new account', async () => {
    const { portal, cookies, portalGateway, sessionSignals, sessionGateway, analytics } = portalAt(null);
    sessionGateway.user = { objectId: 'u-new', username: 'new@keyhaven.test', email: 'new@keyhaven.test' };
    await portal.signUpSubmitted({
      email: 'new@keyhaven.test',
      password: 'long-enough',
      firstName: 'Nia',
      lastName: 'Guest',
    });
    expect(portalGateway.signUps).toEqual([{ email: 'new@keyhaven.test' }]);
    expect(cookies.get(SESSION_COOKIE)).toBe('token-for-new@keyhaven.test');
    expect(sessionSignals.announced).toEqual(['signup']);
    expect(analytics.calls.map((call) => [call.type, call.name])).toEqual([
      ['alias', 'u-new'],
      ['identify', 'u-new'],
    ]);
    expect(portal.form.status).toBe('done');
  });

  it('signs out: the session cookie goes, then back to the return URL', async () => {
    const { portal, cookies, sessionSignals } = portalAt('/itineraries');
    cookies.set(SESSION_COOKIE, 'abc');
    await portal.signOutRequested();
    expect(portal.form).toEqual({ status: 'done', redirectTo: 'http://localhost:3000/itineraries' });
    expect(sessionSignals.announced).toEqual(['logout']);
  });
});
