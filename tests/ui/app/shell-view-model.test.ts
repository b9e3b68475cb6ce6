import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';
import { pageName, ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';

const serverLead = (endDate: string) => ({
  objectId: 'lead-1',
  salesforce_id: 'sf-1',
  email: 'lead@keyhaven.test',
  first_name: 'Lee',
  last_name: 'Ad',
  itineraryId: 'it-42',
  itinerary_end_date: { iso: endDate },
  product_line: 'Concierge',
});

describe('ShellViewModel', () => {
  it('starts loading, then authenticated when the session backend knows the user', async () => {
    const { container } = testContainer({ user: demoGuest });
    const shell = container.get(ShellViewModel);
    expect(shell.isStarting).toBe(true);
    await shell.appStarted('');
    expect(shell.session).toEqual({ status: 'authenticated', user: demoGuest });
    expect(shell.isLoggedIn).toBe(true);
  });

  it('on start the user and the lead are asked side by side', async () => {
    const host = new FakeRestHost().on('GET', '/api/lead/lead-1', {
      body: serverLead('2030-01-05T00:00:00.000Z'),
    });
    const { container, sessionGateway } = testContainer({ host, user: demoGuest });
    const shell = container.get(ShellViewModel);
    sessionGateway.hold = true;
    const started = shell.appStarted('?lead=lead-1');
    await vi.waitFor(() =>
      expect(host.requests.map((request) => request.path)).toContain('/api/lead/lead-1'),
    );
    expect(sessionGateway.calls).toBe(1);
    expect(shell.isStarting).toBe(true);
    sessionGateway.resolvePending();
    await started;
    expect(shell.session).toEqual({ status: 'authenticated', user: demoGuest });
    expect(shell.lead?.leadId).toBe('lead-1');
  });

  it('full-screen loading lasts until the lead is in too, though the user answers first', async () => {
    const host = new FakeRestHost().on('GET', '/api/lead/lead-1', {
      body: serverLead('2030-01-05T00:00:00.000Z'),
    });
    const { container } = testContainer({ host, user: demoGuest });
    const shell = container.get(ShellViewModel);
    const leadWhenShown: (string | null)[] = [];
    const stop = autorun(() => {
      if (!shell.isStarting) leadWhenShown.push(shell.lead?.leadId ?? null);
    });
    await shell.appStarted('?lead=lead-1');
    stop();
    expect(leadWhenShown).toEqual(['lead-1']);
  });

  it("a partner website's campaign source loads its partner at start", async () => {
    const host = new FakeRestHost().on('GET', '/api/published-partner/coastal-retreats', {
      body: { slug: 'coastal-retreats', name: 'Coastal Retreats', data: {} },
    });
    const { container } = testContainer({ host });
    const shell = container.get(ShellViewModel);
    await shell.appStarted('?utm_source=coastal');
    expect(host.requests.map((request) => request.path)).toContain('/api/published-partner/coastal-retreats');
    expect(shell.partner).toMatchObject({ slug: 'coastal-retreats', name: 'Coastal Retreats' });
  });

  it("a page under /markets/{id} makes its market known, so the error boundary names the market's address", async () => {
    const host = new FakeRestHost().on('GET', '/api/market/aspen', {
      body: {
        objectId: 'aspen',
        defaultProductLine: 'Concierge',
        product_lines: { concierge: { email: 'c@aspen.test' } },
      },
    });
    const { container } = testContainer({ host });
    const shell = container.get(ShellViewModel);
    expect(shell.supportEmail).toBe('bugs@example.test');
    shell.pathChanged('/markets/aspen/services', '');
    await vi.waitFor(() => expect(shell.supportEmail).toBe('c@aspen.test'));
    // Within the same market the market is not asked for again.
    shell.pathChanged('/markets/aspen/services/s1', '');
    expect(host.requests.filter((request) => request.path === '/api/market/aspen')).toHaveLength(1);
  });

  it('without the sign-on cookie nobody is signed in, and the session backend is not asked', async () => {
    const { container, errorReporter, sessionGateway } = testContainer();
    const shell = container.get(ShellViewModel);
    await shell.appStarted('');
    expect(shell.session.status).toBe('unauthenticated');
    expect(sessionGateway.calls).toBe(0);
    expect(errorReporter.reports).toEqual([]);
  });

  it('a failed user fetch means nobody is signed in, not reported when it is a plain 401; started once only', async () => {
    const { container, errorReporter, sessionGateway, cookies } = testContainer();
    cookies.set(SESSION_COOKIE, 'a-session-that-ended');
    const shell = container.get(ShellViewModel);
    await shell.appStarted('');
    expect(shell.session.status).toBe('unauthenticated');
    expect(errorReporter.reports).toEqual([]);
    await shell.appStarted('');
    expect(sessionGateway.calls).toBe(1);
  });

  it('the support e-mail comes from the market product line, else the bugs address (the contact e-mail, else the concierge)', () => {
    const { container, config } = testContainer();
    const shell = container.get(ShellViewModel);
    expect(shell.supportEmail).toBe('bugs@example.test');
    // Where a guest writes (the footer) is the concierge, never the bugs address.
    expect(shell.contactEmail).not.toBe('bugs@example.test');
    expect(shell.contactEmail).toBe(config.supportEmail);
    shell.marketEntered(
      {
        defaultProductLine: 'Concierge',
        product_lines: { concierge: { email: 'c@aspen.test' }, lite: { email: 'l@aspen.test' } },
      },
      null,
    );
    expect(shell.supportEmail).toBe('c@aspen.test');
    expect(shell.contactEmail).toBe('c@aspen.test');
    shell.marketEntered(shell.market, 'Lite');
    expect(shell.supportEmail).toBe('l@aspen.test');
  });

  it('names pages for analytics, the itinerary view as "itinerary"', () => {
    expect(pageName('/itineraries/abc')).toBe('itinerary');
    expect(pageName('/itineraries')).toBe('itineraries');
    expect(pageName('/markets/m/services')).toBe('markets');
    expect(pageName('/')).toBe('home');
  });

  it('an existing lead with a trip ending after today sends the guest to its explore tab', async () => {
    const host = new FakeRestHost().on('GET', '/api/lead/lead-1', {
      body: serverLead('2030-01-05T00:00:00.000Z'),
    });
    const { container } = testContainer({ host, now: '2030-01-01T12:00:00.000Z' });
    const shell = container.get(ShellViewModel);
    await shell.appStarted('?lead=lead-1&product_line=Lite');
    expect(shell.lead).toMatchObject({ leadId: 'lead-1', itineraryId: 'it-42', itineraryIsActive: true });
    expect(shell.redirectTo).toBe('/itineraries/it-42?tab=explore');
    expect(shell.productLine).toBe('Lite');
    shell.redirectFollowed();
    expect(shell.redirectTo).toBeNull();
  });

  it('a lead whose trip has ended stays where the guest landed', async () => {
    const host = new FakeRestHost().on('GET', '/api/lead/lead-1', {
      body: serverLead('2029-12-31T00:00:00.000Z'),
    });
    const { container } = testContainer({ host, now: '2030-01-01T12:00:00.000Z' });
    const shell = container.get(ShellViewModel);
    await shell.appStarted('?lead=lead-1');
    expect(shell.lead?.itineraryIsActive).toBe(false);
    expect(shell.redirectTo).toBeNull();
  });

  it('a trip opened without a known lead takes the trip’s lead (GET /api/itinerary/{id}/lead), once', async () => {
    const host = new FakeRestHost().on('GET', '/api/itinerary/it-42/lead', {
      body: serverLead('2030-01-05T00:00:00.000Z'),
    });
    const { container } = testContainer({ host, user: demoGuest, now: '2030-01-01T12:00:00.000Z' });
    const shell = container.get(ShellViewModel);
    await shell.appStarted('');
    expect(shell.lead).toBeNull();
    await shell.tripOpened('it-42');
    await shell.tripOpened('it-42');
    expect(shell.lead).toMatchObject({ leadId: 'lead-1', itineraryId: 'it-42', itineraryIsActive: true });
    expect(host.requests.filter((request) => request.path === '/api/itinerary/it-42/lead')).toHaveLength(1);
    // A lead the visit knows already stays: no other trip's lead replaces it.
    await shell.tripOpened('it-7');
    expect(host.requests.some((request) => request.path === '/api/itinerary/it-7/lead')).toBe(false);
  });

  it('a trip without a lead (or a failed fetch) leaves the visit without one, silently', async () => {
    const { container, errorReporter, host } = testContainer({ user: demoGuest });
    const shell = container.get(ShellViewModel);
    await shell.appStarted('');
    await shell.tripOpened('it-none');
    expect(host.requests.map((request) => request.path)).toContain('/api/itinerary/it-none/lead');
    expect(shell.lead).toBeNull();
    expect(errorReporter.reports).toEqual([]);
  });

  it('a lead that cannot be read is cleared silently', async () => {
    const { container, errorReporter, host } = testContainer();
    const shell = container.get(ShellViewModel);
    await shell.appStarted('?lead=missing');
    expect(host.requests.map((request) => request.path)).toContain('/api/lead/missing');
    expect(shell.lead).toBeNull();
    expect(errorReporter.reports).toEqual([]);
  });

  it('the partner is fetched only with a partner name; a failure gives an empty partner', async () => {
    const withoutName = testContainer();
    await withoutName.container.get(ShellViewModel).appStarted('');
    expect(withoutName.host.requests.some((request) => request.path.includes('published-partner'))).toBe(
      false,
    );

    const withName = testContainer();
    const shell = withName.container.get(ShellViewModel);
    await shell.appStarted('?partner=acme');
    expect(withName.host.requests.map((request) => request.path)).toContain('/api/published-partner/acme');
    expect(shell.partner).toEqual({ data: {} });
  });
});
