import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { addCardWithToken } from '../../../src/core/payment/add-card-with-token.use-case.js';
import { cardFailureMessage } from '../../../src/core/payment/card-failure.js';
import { type CardTokenState, cardTokenTransition } from '../../../src/core/payment/card-token-state.js';
import type { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import type { CardWidget, PaymentProvider } from '../../../src/core/payment/payment-provider.port.js';
import { validateTokenBillingForm } from '../../../src/core/payment/token-billing-form.rule.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, right } from '../use-case-support.js';

const widget: CardWidget = { mount: () => {}, onChange: () => () => {}, focus: () => {}, destroy: () => {} };
const billing = {
  cardholderName: 'Ada Guest',
  cardNumber: 'provided',
  expirationDate: '02/29',
  securityCode: 'provided',
  city: 'Vail',
  zipCode: '81657',
};
const FORM: CardTokenState = { screen: 'form', error: null, fieldErrors: {} };

describe('card-token flow states', () => {
  it('no token gives invalid; a token starts loading', () => {
    expect(cardTokenTransition(FORM, { type: 'token-checked', token: null })).toEqual({ screen: 'invalid' });
    expect(cardTokenTransition(FORM, { type: 'token-checked', token: 'tok' })).toEqual({ screen: 'loading' });
  });

  it.each([
    [E.right({ status: 'expired' }), { screen: 'expired' }],
    [E.right({ status: 'used' }), { screen: 'used' }],
    [E.right({}), { screen: 'invalid' }],
    [E.left(http(404)), { screen: 'invalid' }],
    [E.right({ status: 'valid' }), FORM],
  ])('the status %j shows %j', (response, expected) => {
    expect(
      cardTokenTransition({ screen: 'loading' }, { type: 'token-checked', token: 'tok', response }),
    ).toEqual(expected);
  });

  it('only the form submits; only a submit in flight completes or fails back to the form', () => {
    expect(cardTokenTransition(FORM, { type: 'submitted' })).toEqual({ screen: 'submitting' });
    expect(cardTokenTransition({ screen: 'submitting' }, { type: 'completed' })).toEqual({
      screen: 'completed',
    });
    expect(cardTokenTransition({ screen: 'submitting' }, { type: 'failed', error: 'No' })).toEqual({
      ...FORM,
      error: 'No',
    });
    const out = { screen: 'expired' } as const;
    for (const event of [
      { type: 'submitted' },
      { type: 'completed' },
      { type: 'failed', error: 'x' },
    ] as const) {
      expect(cardTokenTransition(out, event)).toBe(out);
    }
    expect(cardTokenTransition(FORM, { type: 'completed' })).toBe(FORM);
    expect(cardTokenTransition(FORM, { type: 'failed', error: 'x' })).toBe(FORM);
  });

  it('refused details show on the form (replacing an earlier error), nowhere else', () => {
    const failed = { ...FORM, error: 'Earlier' };
    expect(
      cardTokenTransition(failed, { type: 'details-refused', fieldErrors: { city: 'City is required.' } }),
    ).toEqual({
      ...FORM,
      fieldErrors: { city: 'City is required.' },
    });
    const used = { screen: 'used' } as const;
    expect(cardTokenTransition(used, { type: 'details-refused', fieldErrors: {} })).toBe(used);
  });
});

describe('adding a card with a token', () => {
  const valid = { ...billing };
  const setup = (
    overrides: {
      add?: PaymentGateway['addCardWithToken'];
      tokenise?: PaymentProvider['createCardToken'];
    } = {},
  ) => ({
    payments: {
      addCardWithToken: vi.fn<PaymentGateway['addCardWithToken']>(overrides.add ?? (() => right(undefined))),
    },
    provider: {
      createCardToken: vi.fn<PaymentProvider['createCardToken']>(
        overrides.tokenise ?? (() => right({ token: 'tok_provider' })),
      ),
    },
  });

  it('tokenises the card with the billing name, city and zip, then adds it with the token', async () => {
    const deps = setup();
    expect(E.isRight(await addCardWithToken(deps, { token: 'tok_abc', widget, billing: valid }))).toBe(true);
    expect(deps.provider.createCardToken).toHaveBeenCalledWith(widget, {
      name: 'Ada Guest',
      city: 'Vail',
      postalCode: '81657',
    });
    expect(deps.payments.addCardWithToken).toHaveBeenCalledWith('tok_abc', { stripeToken: 'tok_provider' });
  });

  it("a card the provider rejects is not sent to the host; the form shows the provider's words", async () => {
    const declined = appError('card', 'Your card was declined.');
    const deps = setup({ tokenise: () => left(declined) });
    const refused = leftOf(await addCardWithToken(deps, { token: 'tok_abc', widget, billing: valid }));
    expect(refused).toBe(declined);
    expect(cardFailureMessage(refused)).toBe('Error encountered: Your card was declined.');
    expect(deps.payments.addCardWithToken).not.toHaveBeenCalled();
  });

  it('a host failure comes back; the form shows the generic line', async () => {
    const deps = setup({ add: () => left(http(410, 'Token used')) });
    const failed = leftOf(await addCardWithToken(deps, { token: 'tok_abc', widget, billing: valid }));
    expect(cardFailureMessage(failed)).toBe('There was an error saving your card.');
  });

  it('the billing rule names every missing or short field at once', () => {
    const { city: _city, ...withoutCity } = billing;
    const refused = leftOf(validateTokenBillingForm({ ...withoutCity, zipCode: '8' }));
    expect(refused.fieldErrors).toEqual({
      city: 'City is required.',
      zipCode: 'Zip Code must be at least 2 characters.',
    });
  });
});
