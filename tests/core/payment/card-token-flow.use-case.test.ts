import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { CardTokenFlow } from '../../../src/core/payment/add-card-with-token.use-case.js';
import type { CardToken } from '../../../src/core/payment/card-token.entity.js';
import { type CardTokenState, cardTokenTransition } from '../../../src/core/payment/card-token-state.js';
import type { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import type { CardWidget, PaymentProvider } from '../../../src/core/payment/payment-provider.port.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { deferred, http, left, leftOf, right } from '../use-case-support.js';

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

describe('SPEC 4 card-token flow states', () => {
  it('SPEC 4: no token gives invalid; a token starts loading', () => {
    expect(cardTokenTransition(FORM, { type: 'token-checked', token: null })).toEqual({ screen: 'invalid' });
    expect(cardTokenTransition(FORM, { type: 'token-checked', token: 'tok' })).toEqual({ screen: 'loading' });
  });

  it.each([
    [E.right({ status: 'expired' }), { screen: 'expired' }],
    [E.right({ status: 'used' }), { screen: 'used' }],
    [E.right({}), { screen: 'invalid' }],
    [E.left(http(404)), { screen: 'invalid' }],
    [E.right({ status: 'valid' }), FORM],
  ])('SPEC 4: the status %j shows %j', (response, expected) => {
    expect(
      cardTokenTransition({ screen: 'loading' }, { type: 'token-checked', token: 'tok', response }),
    ).toEqual(expected);
  });

  it('SPEC 4: only the form submits; only a submit in flight completes or fails back to the form', () => {
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

  it('SPEC 5: refused details show on the form (replacing an earlier error), nowhere else', () => {
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

describe('SPEC 2, 4, 7 adding a card with a token', () => {
  const setup = (
    status: () => Promise<E.Either<AppError, CardToken>> = () => right({ status: 'valid' }),
    overrides: {
      add?: PaymentGateway['addCardWithToken'];
      tokenise?: PaymentProvider['createCardToken'];
    } = {},
  ) => {
    const payments = {
      cardTokenStatus: vi.fn<PaymentGateway['cardTokenStatus']>(status),
      addCardWithToken: vi.fn<PaymentGateway['addCardWithToken']>(overrides.add ?? (() => right(undefined))),
    };
    const provider = {
      createCardToken: vi.fn<PaymentProvider['createCardToken']>(
        overrides.tokenise ?? (() => right({ token: 'tok_provider' })),
      ),
    };
    return { flow: new CardTokenFlow({ payments, provider }), payments, provider };
  };

  it('SPEC 4: the page loads until it has read its token', () => {
    expect(setup().flow.getState()).toEqual({ screen: 'loading' });
  });

  it('SPEC 4: no token is invalid and the host is not asked', async () => {
    for (const token of [null, undefined, '']) {
      const { flow, payments } = setup();
      await flow.open(token);
      expect(flow.getState()).toEqual({ screen: 'invalid' });
      expect(payments.cardTokenStatus).not.toHaveBeenCalled();
    }
  });

  it('SPEC 4: loading while the status is fetched, then the form', async () => {
    const answer = deferred<E.Either<AppError, CardToken>>();
    const { flow, payments } = setup(() => answer.promise);
    const seen: string[] = [];
    flow.subscribe((state) => seen.push(state.screen));
    const opening = flow.open('tok_abc');
    expect(flow.getState()).toEqual({ screen: 'loading' });
    expect(payments.cardTokenStatus).toHaveBeenCalledWith('tok_abc');
    answer.resolve(E.right({}));
    await opening;
    expect(seen).toEqual(['loading', 'invalid']);
  });

  it('SPEC 4, 7: submit tokenises the card with the billing name, city and zip, then adds it with the token', async () => {
    const { flow, payments, provider } = setup();
    await flow.open('tok_abc');
    expect(E.isRight((await flow.submit(widget, billing))!)).toBe(true);
    expect(provider.createCardToken).toHaveBeenCalledWith(widget, {
      name: 'Ada Guest',
      city: 'Vail',
      postalCode: '81657',
    });
    expect(payments.addCardWithToken).toHaveBeenCalledWith('tok_abc', { stripeToken: 'tok_provider' });
    expect(flow.getState()).toEqual({ screen: 'completed' });
  });

  it('SPEC 4: submitting in between; a second submit is ignored', async () => {
    const added = deferred<E.Either<AppError, void>>();
    const { flow, provider } = setup(undefined, { add: () => added.promise });
    await flow.open('tok_abc');
    const pending = flow.submit(widget, billing);
    expect(flow.getState()).toEqual({ screen: 'submitting' });
    expect(await flow.submit(widget, billing)).toBeUndefined();
    added.resolve(E.right(undefined));
    await pending;
    expect(provider.createCardToken).toHaveBeenCalledTimes(1);
  });

  it('SPEC 5: missing billing details stay on the form with every field error; nothing is sent', async () => {
    const { flow, provider } = setup();
    await flow.open('tok_abc');
    const { city: _city, ...withoutCity } = billing;
    const refused = leftOf(await flow.submit(widget, { ...withoutCity, zipCode: '8' }));
    expect(refused.kind).toBe('validation');
    expect(flow.getState()).toEqual({
      ...FORM,
      fieldErrors: { city: 'City is required.', zipCode: 'Zip Code must be at least 2 characters.' },
    });
    expect(provider.createCardToken).not.toHaveBeenCalled();
  });

  it("SPEC 4, 8: a card the provider rejects goes back to the form with the provider's words", async () => {
    const declined = appError('card', 'Your card was declined.');
    const { flow, payments } = setup(undefined, { tokenise: () => left(declined) });
    await flow.open('tok_abc');
    expect(leftOf(await flow.submit(widget, billing))).toBe(declined);
    expect(flow.getState()).toEqual({ ...FORM, error: 'Error encountered: Your card was declined.' });
    expect(payments.addCardWithToken).not.toHaveBeenCalled();
  });

  it('SPEC 4, 8: a host failure goes back to the form with the generic line', async () => {
    const { flow } = setup(undefined, { add: () => left(http(410, 'Token used')) });
    await flow.open('tok_abc');
    await flow.submit(widget, billing);
    expect(flow.getState()).toEqual({ ...FORM, error: 'There was an error saving your card.' });
  });

  it('SPEC 4: nothing submits before the form shows', async () => {
    const { flow, provider } = setup(() => right({ status: 'expired' }));
    await flow.open('tok_abc');
    expect(await flow.submit(widget, billing)).toBeUndefined();
    expect(provider.createCardToken).not.toHaveBeenCalled();
    expect(flow.getState()).toEqual({ screen: 'expired' });
  });
});
