import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../../src/adapters/clock/manual-clock.js';
import {
  brandLabel,
  detectBrand,
  formatCardNumber,
  passesLuhn,
} from '../../../../src/adapters/payment/sandbox-card-rules.js';
import {
  HttpSandboxPaymentHost,
  InMemorySandboxPaymentHost,
  SANDBOX_CARD_TOKENS_PATH,
  SANDBOX_PAYMENT_METHODS_PATH,
} from '../../../../src/adapters/payment/sandbox-payment-host.js';
import { SandboxPaymentProvider } from '../../../../src/adapters/payment/sandbox-payment-provider.js';
import { RestClient } from '../../../../src/adapters/rest/rest-client.js';
import type { CardWidget, CardWidgetState } from '../../../../src/core/payment/payment-provider.port.js';

const BILLING = { name: 'Ava Guest', postalCode: '80202', country: 'US' };

const setup = async (options = { hidePostalCode: true }) => {
  const host = new InMemorySandboxPaymentHost();
  const provider = new SandboxPaymentProvider(host, new ManualClock('2030-06-15T12:00:00Z'));
  await provider.load('');
  const widget = E.getOrElseW((error) => {
    throw error;
  })(await provider.createCardWidget(options)) as CardWidget;
  const container = document.createElement('div');
  document.body.append(container);
  widget.mount(container);
  const states: CardWidgetState[] = [];
  widget.onChange((state) => states.push(state));
  const user = userEvent.setup();
  const screen = within(container);
  const type = async (label: string, text: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, text);
  };
  const fill = async (number: string, expiry = '12/34', cvc = '123') => {
    await type('Credit Card Number', number);
    await type('Expiration Date', expiry);
    await type('Security Code', cvc);
  };
  return { host, provider, widget, container, screen, states, user, type, fill, last: () => states.at(-1) };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SandboxPaymentProvider: test cards behave like Stripe’s', () => {
  it('4242 4242 4242 4242 sets up a sandbox payment method with brand, last four and expiry only', async () => {
    const { provider, widget, host, fill, last } = await setup();
    await fill('4242424242424242');
    expect(last()).toEqual({ empty: false, complete: true, error: null });
    const result = await provider.confirmCardSetup(widget, 'seti_123_secret_abc', BILLING);
    expect(E.isRight(result) && result.right).toMatchObject({
      paymentMethodId: expect.stringMatching(/^pm_sandbox_[0-9a-f]{24}$/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    expect(host.requests).toEqual([
      {
        clientSecret: 'seti_123_secret_abc',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
        billingDetails: { name: 'Ava Guest', postalCode: '80202', country: 'US' },
      },
    ]);
  });

  it("4000 0000 0000 0002 is declined with 'Your card was declined.' and never reaches the server", async () => {
    const { provider, widget, host, fill, last } = await setup();
    await fill('4000000000000002');
    expect(last()?.complete).toBe(true);
    const result = await provider.confirmCardSetup(widget, 'seti_secret', BILLING);
    expect(result).toEqual(E.left({ kind: 'card', message: 'Your card was declined.' }));
    const token = await provider.createCardToken(widget, { name: 'Ava Guest' });
    expect(token).toEqual(E.left({ kind: 'card', message: 'Your card was declined.' }));
    expect(host.requests).toEqual([]);
  });

  it('a number failing the Luhn check is invalid', async () => {
    const { provider, widget, host, fill, last, screen } = await setup();
    await fill('4242424242424241');
    expect(last()).toMatchObject({ complete: false, error: 'Your card number is invalid.' });
    expect(screen.getByLabelText('Credit Card Number').getAttribute('aria-invalid')).toBe('true');
    const result = await provider.confirmCardSetup(widget, 'seti_secret', BILLING);
    expect(result).toEqual(E.left({ kind: 'card', message: 'Your card number is invalid.' }));
    expect(host.requests).toEqual([]);
  });

  it('an incomplete card is reported once the guest leaves the field, and refused', async () => {
    const { provider, widget, host, type, user, last } = await setup();
    await type('Credit Card Number', '4242 4242');
    expect(last()).toEqual({ empty: false, complete: false, error: null }); // still typing
    await user.tab();
    expect(last()?.error).toBe('Your card number is incomplete.');
    const result = await provider.confirmCardSetup(widget, 'seti_secret', BILLING);
    expect(result).toEqual(E.left({ kind: 'card', message: 'Your card number is incomplete.' }));

    await type('Credit Card Number', '4242424242424242');
    await type('Expiration Date', '1');
    expect(await provider.confirmCardSetup(widget, 'seti_secret', BILLING)).toEqual(
      E.left({ kind: 'card', message: "Your card's expiration date is incomplete." }),
    );
    await type('Expiration Date', '05/31');
    expect(await provider.confirmCardSetup(widget, 'seti_secret', BILLING)).toEqual(
      E.left({ kind: 'card', message: "Your card's security code is incomplete." }),
    );
    expect(host.requests).toEqual([]);
  });

  it('an expired card or an impossible month is refused as typed', async () => {
    const { fill, type, last } = await setup();
    await fill('4242424242424242', '05/30');
    await type('Expiration Date', '05/29');
    expect(last()?.error).toBe("Your card's expiration date is in the past.");
    await type('Expiration Date', '13');
    expect(last()?.error).toBe("Your card's expiration date is invalid.");
    // June 2030 is still good in June 2030.
    await type('Expiration Date', '0630');
    expect(last()).toEqual({ empty: false, complete: true, error: null });
  });

  it('detects the brand as the number is typed, formats it, and sizes the security code', async () => {
    const { type, container, screen } = await setup();
    const badge = () => container.querySelector('.sandbox-card__brand');
    await type('Credit Card Number', '3782');
    expect(badge()?.textContent).toBe('American Express');
    await type('Credit Card Number', '378282246310005');
    expect((screen.getByLabelText('Credit Card Number') as HTMLInputElement).value).toBe('3782 822463 10005');
    await type('Security Code', '12345');
    expect((screen.getByLabelText('Security Code') as HTMLInputElement).value).toBe('1234');
    await type('Credit Card Number', '5555555555554444');
    expect(badge()?.getAttribute('data-brand')).toBe('mastercard');
    expect((screen.getByLabelText('Security Code') as HTMLInputElement).value).toBe('123');
    await type('Expiration Date', '4');
    expect((screen.getByLabelText('Expiration Date') as HTMLInputElement).value).toBe('04');
  });

  it('shows its own postal code field unless hidden, and uses it', async () => {
    const { provider, widget, host, fill, type } = await setup({ hidePostalCode: false });
    await fill('4242424242424242');
    expect(await provider.confirmCardSetup(widget, 'seti_secret', BILLING)).toEqual(
      E.left({ kind: 'card', message: 'Your postal code is incomplete.' }),
    );
    await type('Postal code', '10001');
    const token = await provider.createCardToken(widget, { name: 'Ava Guest', city: 'Denver' });
    expect(E.isRight(token) && token.right.token).toMatch(/^tok_sandbox_/);
    expect(host.requests[0]).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      billingDetails: { name: 'Ava Guest', city: 'Denver', postalCode: '10001', country: null },
    });
  });

  it('has labelled inputs without names (a form around it never submits the card), and focus', async () => {
    const { widget, container, screen } = await setup();
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.map((input) => input.getAttribute('autocomplete'))).toEqual([
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    expect(inputs.every((input) => !input.hasAttribute('name'))).toBe(true);
    widget.focus();
    expect(document.activeElement).toBe(screen.getByLabelText('Credit Card Number'));
    widget.destroy();
    expect(container.querySelector('input')).toBeNull();
  });

  it('refuses before load, widgets of another provider, destroyed widgets, and mounting on a non-element', async () => {
    const host = new InMemorySandboxPaymentHost();
    const provider = new SandboxPaymentProvider(host, new ManualClock());
    expect(E.isLeft(await provider.createCardWidget({ hidePostalCode: true }))).toBe(true);
    expect(provider.poweredBy.name).toBe('Sandbox Payments');
    const { widget } = await setup();
    await provider.load('ignored');
    expect(await provider.confirmCardSetup(widget, 'seti', BILLING)).toMatchObject(
      E.left({ kind: 'unknown' }),
    );
    const own = await setup();
    own.widget.destroy();
    expect(await own.provider.confirmCardSetup(own.widget, 'seti', BILLING)).toMatchObject(
      E.left({ kind: 'unknown' }),
    );
    const fresh = await provider.createCardWidget({ hidePostalCode: true });
    expect(() => E.isRight(fresh) && fresh.right.mount({})).toThrow(/DOM element/);
  });
});

describe('the card number never leaves the widget', () => {
  const NUMBER = '4242424242424242';
  const consoleSpies: ReturnType<typeof vi.spyOn>[] = [];

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      consoleSpies.push(vi.spyOn(console, method));
  });
  afterEach(() => {
    for (const spy of consoleSpies.splice(0)) spy.mockRestore();
  });

  it('no request body, header or URL to our server contains it; nothing is stored or logged', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const body = url.endsWith(SANDBOX_CARD_TOKENS_PATH)
        ? { token: 'tok_sandbox_x' }
        : { paymentMethodId: 'pm_sandbox_x', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof globalThis.fetch;
    const api = new RestClient({ baseUrl: 'http://host.test', cookies: { get: () => null }, fetch });
    const provider = new SandboxPaymentProvider(
      new HttpSandboxPaymentHost(api),
      new ManualClock('2030-01-01'),
    );
    await provider.load('');
    const created = await provider.createCardWidget({ hidePostalCode: true });
    const widget = E.isRight(created) ? created.right : null;
    const container = document.createElement('form');
    document.body.append(container);
    widget!.mount(container);
    const screen = within(container);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Credit Card Number'), NUMBER);
    await user.type(screen.getByLabelText('Expiration Date'), '1234');
    await user.type(screen.getByLabelText('Security Code'), '987');

    expect(E.isRight(await provider.confirmCardSetup(widget!, 'seti_secret', BILLING))).toBe(true);
    expect(E.isRight(await provider.createCardToken(widget!, { name: 'Ava Guest' }))).toBe(true);

    expect(sent.map((request) => request.url)).toEqual([
      `http://host.test${SANDBOX_PAYMENT_METHODS_PATH}`,
      `http://host.test${SANDBOX_CARD_TOKENS_PATH}`,
    ]);
    for (const { url, init } of sent) {
      const everything = `${url} ${JSON.stringify(init.headers)} ${String(init.body)}`;
      expect(everything).not.toContain(NUMBER);
      expect(everything).not.toContain('424242424242'); // no long run of its digits either
      expect(everything).not.toContain('987'); // nor the security code
      expect(JSON.parse(String(init.body)).card).toEqual({
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
      });
    }
    expect(new FormData(container as HTMLFormElement).entries().next().done).toBe(true);
    expect(
      JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    ).not.toContain('4242');
    for (const spy of consoleSpies) expect(JSON.stringify(spy.mock.calls)).not.toContain('4242 4242');
  });
});

describe('card rules', () => {
  it('Luhn, brands and formatting', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '378282246310005'])
      expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('3566002020360505')).toBe('jcb');
    expect(detectBrand('36227206271667')).toBe('diners');
    expect(detectBrand('6200000000000005')).toBe('unionpay');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('9999')).toBe('unknown');
    expect(brandLabel('unknown')).toBe('');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
  });
});
