import { expect, test } from '@playwright/test';
import { signInAsDemoGuest } from './support/app.js';
import { workerHostPort } from './support/host-port.js';

/**
 * The sign-on cookies go on the registrable domain (docs/product/constants.md#cookies), which
 * the app finds by asking the browser: on app.example.co.uk that is example.co.uk, since
 * Chromium refuses a cookie on the public suffix co.uk. Chromium maps the name to this
 * machine, and treats the plain-http origin as secure: the cookies are Secure outside
 * localhost, and Chromium keeps no Secure cookie from an insecure origin.
 */
const ORIGIN = `http://app.example.co.uk:${workerHostPort()}`;

test('signed in on app.example.co.uk, the session cookie is on example.co.uk', async ({
  playwright,
  launchOptions,
}) => {
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--host-resolver-rules=MAP app.example.co.uk 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${ORIGIN}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: ORIGIN });
    const page = await context.newPage();
    await signInAsDemoGuest(page);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'sso_session');
    expect(session?.domain).toBe('.example.co.uk');
    expect(session?.secure).toBe(true);
    expect(cookies.filter((cookie) => cookie.name === 'kh_domain_probe')).toEqual([]);
  } finally {
    await browser.close();
  }
});
