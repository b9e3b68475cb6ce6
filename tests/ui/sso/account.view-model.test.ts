import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL_COOKIE, SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';
import {
  AccountViewModel,
  BROKEN_LINK,
  CONTACT_SAVED,
  INVALID_PHONE,
  NAMES_NEEDED,
  PASSWORDS_DIFFER,
  SHORT_PASSWORD,
} from '../../../src/ui/sso/account.view-model.js';
import { PortalViewModel } from '../../../src/ui/sso/portal.view-model.js';
import { testContainer } from '../../support/test-container.js';
import { InMemoryAccountGateway, serveAccounts } from './in-memory-account-gateway.js';

const accountAt = (returnUrl: string | null) => {
  const ports = testContainer();
  const gateway = new InMemoryAccountGateway();
  serveAccounts(ports.container, gateway);
  ports.container.get(PortalViewModel).portalOpened(returnUrl, 'http://localhost:3000');
  const account = ports.container.get(AccountViewModel);
  return { account, gateway, ...ports };
};

const finalize = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '',
  password: 'long-enough',
  confirm: 'long-enough',
};

describe('portal account view-model', () => {
  it('sets the password with the link, signs in and follows an allowed return URL', async () => {
    const { account, gateway, cookies, sessionSignals } = accountAt('http://localhost:3000/listings');
    account.linkOpened(gateway.link.email, gateway.link.token);
    await account.setPasswordSubmitted('long-enough', 'long-enough');
    expect(sessionSignals.announced).toEqual(['login']);
    expect(gateway.calls).toEqual([{ setPassword: { ...gateway.link, password: 'long-enough' } }]);
    expect(cookies.get(SESSION_COOKIE)).toBe('session-after-link');
    expect(cookies.get(CONTACT_EMAIL_COOKIE)).toBe('ada@example.com');
    expect(account.form).toEqual({ status: 'done', redirectTo: 'http://localhost:3000/listings' });
  });

  it('refuses a hostile return URL and goes to the app home instead', async () => {
    const { account, gateway } = accountAt('https://evil.example/x');
    account.linkOpened(gateway.link.email, gateway.link.token);
    await account.finalizeSubmitted(finalize);
    expect(account.form).toEqual({ status: 'done', redirectTo: 'http://localhost:3000/itineraries' });
    expect(gateway.calls).toEqual([
      {
        finalizeAccount: { ...gateway.link, firstName: 'Ada', lastName: 'Lovelace', password: 'long-enough' },
      },
    ]);
  });

  it('checks the form before calling the host', async () => {
    const { account, gateway, cookies } = accountAt(null);
    account.linkOpened(gateway.link.email, gateway.link.token);
    const cases: [Partial<typeof finalize>, string][] = [
      [{ firstName: ' ' }, NAMES_NEEDED],
      [{ phone: '555-01' }, INVALID_PHONE],
      [{ password: 'short', confirm: 'short' }, SHORT_PASSWORD],
      [{ confirm: 'long-enougH' }, PASSWORDS_DIFFER],
    ];
    for (const [change, message] of cases) {
      await account.finalizeSubmitted({ ...finalize, ...change });
      expect(account.form).toEqual({ status: 'failed', message });
    }
    await account.setPasswordSubmitted('long-enough', 'other-one');
    expect(account.form).toEqual({ status: 'failed', message: PASSWORDS_DIFFER });
    expect(gateway.calls).toEqual([]);
    expect(cookies.get(SESSION_COOKIE)).toBeNull();
  });

  it('says a link without e-mail or token is broken', async () => {
    const { account, gateway } = accountAt(null);
    account.linkOpened(null, gateway.link.token);
    expect(account.link).toBeNull();
    await account.setPasswordSubmitted('long-enough', 'long-enough');
    expect(account.form).toEqual({ status: 'failed', message: BROKEN_LINK });
    account.linkOpened('ada@example.com', null);
    expect(account.link).toBeNull();
  });

  it('shows the wrong-email state and a used link as the host words them, signing nobody in', async () => {
    const { account, gateway, cookies } = accountAt(null);
    account.linkOpened('bob@example.com', gateway.link.token);
    await account.setPasswordSubmitted('long-enough', 'long-enough');
    expect(account.form).toEqual({
      status: 'failed',
      message: 'This link was sent for another e-mail address: ad*@example.com',
    });
    gateway.used = true;
    account.linkOpened(gateway.link.email, gateway.link.token);
    await account.setPasswordSubmitted('long-enough', 'long-enough');
    expect(account.form).toEqual({ status: 'failed', message: 'This link has already been used' });
    expect(cookies.get(SESSION_COOKIE)).toBeNull();
  });

  it('loads and saves the contact information, checking names and phone first', async () => {
    const { account, gateway } = accountAt(null);
    await account.contactOpened();
    expect(account.contact).toEqual({ status: 'loaded', info: gateway.contact });
    await account.contactSubmitted({ firstName: 'Ada', lastName: '', phone: '' });
    expect(account.form).toEqual({ status: 'failed', message: NAMES_NEEDED });
    await account.contactSubmitted({ firstName: 'Ada', lastName: 'Byron', phone: '123' });
    expect(account.form).toEqual({ status: 'failed', message: INVALID_PHONE });
    await account.contactSubmitted({ firstName: ' Ada ', lastName: 'Byron', phone: '(303) 555-0100' });
    expect(gateway.calls).toEqual([
      { saveContactInfo: { firstName: 'Ada', lastName: 'Byron', phone: '(303) 555-0100' } },
    ]);
    expect(account.contact).toEqual({
      status: 'loaded',
      info: { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', phone: '3035550100' },
    });
    expect(account.notice).toBe(CONTACT_SAVED);
    expect(account.form).toEqual({ status: 'idle' });
  });

  it('sends a signed-out guest to sign in', async () => {
    const { account, gateway } = accountAt(null);
    gateway.signedIn = false;
    await account.contactOpened();
    expect(account.contact).toEqual({ status: 'signed-out' });
  });
});
