import type { Stripe } from '@stripe/stripe-js';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { fromStripeError, stripeErrorKind } from '../../../src/adapters/payment/stripe-errors.js';
import { StripePaymentProvider } from '../../../src/adapters/payment/stripe-payment-provider.js';
import type { CardWidget, CardWidgetState } from '../../../src/core/payment/payment-provider.port.js';

const fakeStripe = () => {
  const handlers = new Map<string, (event: unknown) => void>();
  const element = {
    mount: vi.fn(),
    on: vi.fn((name: string, handler: (event: unknown) => void) => handlers.set(name, handler)),
    off: vi.fn((name: string) => handlers.delete(name)),
    focus: vi.fn(),
    destroy: vi.fn(),
  };
  const create = vi.fn(() => element);
  const stripe = {
    elements: vi.fn(() => ({ create })),
    confirmCardSetup: vi.fn(),
    createToken: vi.fn(),
  };
  return { stripe, element, create, handlers };
};

const loaded = async () => {
  const fake = fakeStripe();
  const loader = vi.fn(async () => fake.stripe as unknown as Stripe);
  const provider = new StripePaymentProvider(loader);
  expect(await provider.load('pk_test_123')).toEqual(E.right(undefined));
  const created = await provider.createCardWidget({ hidePostalCode: true });
  if (E.isLeft(created)) throw new Error(created.left.message);
  return { ...fake, loader, provider, widget: created.right };
};

const BILLING = { name: 'Ava Guest', postalCode: '80202', country: 'US' };

describe('StripePaymentProvider: loading', () => {
  it('loads Stripe.js only when given a key, once', async () => {
    const loader = vi.fn(async () => fakeStripe().stripe as unknown as Stripe);
    const provider = new StripePaymentProvider(loader);
    expect(await provider.load('  ')).toMatchObject(E.left({ kind: 'unavailable' }));
    expect(loader).not.toHaveBeenCalled();
    await Promise.all([provider.load('pk_test_1'), provider.load('pk_test_1')]);
    await provider.load('pk_test_1');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('pk_test_1');
    expect(provider.poweredBy).toEqual({ name: 'Stripe', url: 'https://stripe.com' });
  });

  it('a failed load (offline, blocked script) is unavailable and may be retried', async () => {
    const loader = vi
      .fn<(key: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(fakeStripe().stripe as unknown as Stripe);
    const provider = new StripePaymentProvider(loader);
    expect(await provider.load('pk')).toMatchObject(E.left({ kind: 'unavailable' }));
    expect(await provider.load('pk')).toMatchObject(E.left({ kind: 'unavailable' }));
    expect(await provider.load('pk')).toEqual(E.right(undefined));
  });

  it('no widget before the provider is loaded', async () => {
    const provider = new StripePaymentProvider(vi.fn());
    expect(await provider.createCardWidget({ hidePostalCode: true })).toMatchObject(
      E.left({ kind: 'unavailable' }),
    );
  });
});

describe('StripePaymentProvider: the card Element behind the widget port', () => {
  it('creates a card Element with the postal code hidden and relays its state', async () => {
    const { create, element, handlers, widget } = await loaded();
    expect(create).toHaveBeenCalledWith('card', { hidePostalCode: true });
    const container = {};
    widget.mount(container);
    expect(element.mount).toHaveBeenCalledWith(container);
    const states: CardWidgetState[] = [];
    const stop = widget.onChange((state) => states.push(state));
    handlers.get('change')?.({
      empty: false,
      complete: false,
      error: { message: 'Your card number is invalid.' },
    });
    handlers.get('change')?.({ empty: false, complete: true });
    expect(states).toEqual([
      { empty: false, complete: false, error: 'Your card number is invalid.' },
      { empty: false, complete: true, error: null },
    ]);
    stop();
    expect(element.off).toHaveBeenCalledWith('change', expect.any(Function));
    widget.focus();
    widget.destroy();
    expect(element.focus).toHaveBeenCalled();
    expect(element.destroy).toHaveBeenCalled();
  });
});

describe('StripePaymentProvider: confirmCardSetup', () => {
  it('confirms with the card Element and billing name, postal code and country', async () => {
    const { stripe, element, provider, widget } = await loaded();
    stripe.confirmCardSetup.mockResolvedValue({
      setupIntent: { status: 'succeeded', payment_method: 'pm_123' },
    });
    expect(await provider.confirmCardSetup(widget, 'seti_1_secret_2', BILLING)).toEqual(
      E.right({ paymentMethodId: 'pm_123' }),
    );
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_2', {
      payment_method: {
        card: element,
        billing_details: { name: 'Ava Guest', address: { postal_code: '80202', country: 'US' } },
      },
    });
  });

  it('reads the card details when the method comes back expanded', async () => {
    const { stripe, provider, widget } = await loaded();
    stripe.confirmCardSetup.mockResolvedValue({
      setupIntent: {
        status: 'succeeded',
        payment_method: { id: 'pm_9', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
      },
    });
    expect(await provider.confirmCardSetup(widget, 's', BILLING)).toEqual(
      E.right({ paymentMethodId: 'pm_9', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
    );
  });

  it("maps Stripe's errors to the provider's message", async () => {
    const { stripe, provider, widget } = await loaded();
    stripe.confirmCardSetup.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(await provider.confirmCardSetup(widget, 's', BILLING)).toEqual(
      E.left({ kind: 'card', message: 'Your card was declined.' }),
    );
    stripe.confirmCardSetup.mockResolvedValueOnce({
      error: { type: 'api_connection_error', message: 'offline' },
    });
    expect(await provider.confirmCardSetup(widget, 's', BILLING)).toMatchObject(E.left({ kind: 'network' }));
    stripe.confirmCardSetup.mockResolvedValueOnce({ setupIntent: { status: 'requires_payment_method' } });
    expect(await provider.confirmCardSetup(widget, 's', BILLING)).toMatchObject(E.left({ kind: 'card' }));
    stripe.confirmCardSetup.mockRejectedValueOnce(new Error('IntegrationError: element destroyed'));
    expect(await provider.confirmCardSetup(widget, 's', BILLING)).toMatchObject(E.left({ kind: 'unknown' }));
  });

  it('refuses a widget it did not create', async () => {
    const { provider } = await loaded();
    const foreign: CardWidget = { mount() {}, onChange: () => () => {}, focus() {}, destroy() {} };
    expect(await provider.confirmCardSetup(foreign, 's', BILLING)).toMatchObject(E.left({ kind: 'unknown' }));
  });
});

describe('StripePaymentProvider: createCardToken', () => {
  it('tokenises the card with the billing fields given', async () => {
    const { stripe, element, provider, widget } = await loaded();
    stripe.createToken.mockResolvedValue({ token: { id: 'tok_1' } });
    expect(
      await provider.createCardToken(widget, { name: 'Ava Guest', city: 'Denver', postalCode: '80202' }),
    ).toEqual(E.right({ token: 'tok_1' }));
    expect(stripe.createToken).toHaveBeenCalledWith(element, {
      name: 'Ava Guest',
      address_city: 'Denver',
      address_zip: '80202',
    });
    stripe.createToken.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    expect(await provider.createCardToken(widget, { name: 'A' })).toEqual(
      E.left({ kind: 'card', message: 'Your card number is incomplete.' }),
    );
  });
});

describe('Stripe error kinds', () => {
  it.each([
    ['card_error', 'card'],
    ['validation_error', 'card'],
    ['api_connection_error', 'network'],
    ['api_error', 'unavailable'],
    ['rate_limit_error', 'unavailable'],
    ['invalid_request_error', 'unknown'],
    [undefined, 'unknown'],
  ])('%s -> %s', (type, kind) => {
    expect(stripeErrorKind(type)).toBe(kind);
  });

  it('keeps a fallback message', () => {
    expect(fromStripeError({ type: 'card_error', message: '' }).message).toBe(
      'The card could not be processed.',
    );
  });
});
