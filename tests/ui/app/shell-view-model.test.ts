import { describe, expect, it } from 'vitest';
import { pageName, ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { demoGuest, testContainer } from '../../support/test-container.js';

describe('ShellViewModel', () => {
  it('starts loading, then authenticated when the session backend knows the user', async () => {
    const { container } = testContainer({ user: demoGuest });
    const shell = container.get(ShellViewModel);
    expect(shell.isStarting).toBe(true);
    await shell.appStarted();
    expect(shell.session).toEqual({ status: 'authenticated', user: demoGuest });
    expect(shell.isLoggedIn).toBe(true);
  });

  it('a failed user fetch means nobody is signed in (SPEC 6), reported unless it is a plain 401', async () => {
    const { container, errorReporter, sessionGateway } = testContainer();
    const shell = container.get(ShellViewModel);
    await shell.appStarted();
    expect(shell.session.status).toBe('unauthenticated');
    expect(errorReporter.reports).toEqual([]);
    await shell.appStarted(); // started once only
    expect(sessionGateway.calls).toBe(1);
  });

  it('the support e-mail comes from the market product line, else the bugs address (SPEC 2)', () => {
    const { container } = testContainer();
    const shell = container.get(ShellViewModel);
    expect(shell.supportEmail).toBe('bugs@example.test');
    shell.marketEntered(
      {
        defaultProductLine: 'Concierge',
        product_lines: { concierge: { email: 'c@aspen.test' }, lite: { email: 'l@aspen.test' } },
      },
      null,
    );
    expect(shell.supportEmail).toBe('c@aspen.test');
    shell.marketEntered(shell.market, 'Lite');
    expect(shell.supportEmail).toBe('l@aspen.test');
  });

  it('names pages for analytics, the itinerary view as "itinerary" (SPEC 2)', () => {
    expect(pageName('/itineraries/abc')).toBe('itinerary');
    expect(pageName('/itineraries')).toBe('itineraries');
    expect(pageName('/markets/m/services')).toBe('markets');
    expect(pageName('/')).toBe('home');
  });
});
