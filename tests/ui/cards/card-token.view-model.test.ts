import 'reflect-metadata';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config.js';
import type { CardToken } from '../../../src/core/payment/card-token.entity.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { CardTokenViewModel } from '../../../src/ui/cards/card-token.view-model.js';
import { declined, deferred, FakeCardWidget, fakePayments, fakeProvider, hostFailure } from './card-fakes.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const setup = () => {
  const payments = fakePayments();
  const provider = fakeProvider();
  const config = readConfig({ PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_key' });
  const vm = new CardTokenViewModel(payments, provider, config);
  return { vm, payments, provider, widget: provider.widget };
};

/** The form with its widget on the page, ready to take a card. */
const openForm = async () => {
  const ready = setup();
  await ready.vm.opened('tok_valid');
  await settle();
  ready.vm.card.attached({ page: 'widget place' });
  return ready;
};

const fillIn = (vm: CardTokenViewModel, widget: FakeCardWidget) => {
  vm.fieldChanged('cardholderName', 'Ava Guest');
  vm.fieldChanged('city', 'Vail');
  vm.fieldChanged('zipCode', '81657');
  widget.typed({ complete: true });
};

describe('CardTokenViewModel: the token decides the screen', () => {
  it.each([null, ''])('no token (%j) is Token Invalid, and the host is not asked', async (token) => {
    const { vm, payments } = setup();
    await vm.opened(token || null);
    expect(vm.state).toEqual({ screen: 'invalid' });
    expect(payments.cardTokenStatus).not.toHaveBeenCalled();
  });

  it('loads while the status is fetched, then shows the form and loads the provider', async () => {
    const { vm, payments, provider } = setup();
    const status = deferred<E.Either<AppError, CardToken>>();
    payments.cardTokenStatus.mockReturnValueOnce(status.promise);
    const opening = vm.opened('tok_valid');
    expect(vm.state).toEqual({ screen: 'loading' });
    expect(payments.cardTokenStatus).toHaveBeenCalledWith('tok_valid');
    expect(provider.load).not.toHaveBeenCalled();
    status.resolve(E.right({ status: 'valid' }));
    await opening;
    expect(vm.state).toEqual({ screen: 'form', error: null, fieldErrors: {} });
    await settle();
    expect(provider.load).toHaveBeenCalledWith('pk_test_key');
    expect(provider.createCardWidget).toHaveBeenCalledWith({ hidePostalCode: true });
  });

  it.each([
    ['expired', E.right({ status: 'expired' }), 'expired'],
    ['used', E.right({ status: 'used' }), 'used'],
    ['an empty object', E.right({}), 'invalid'],
    ['a failed fetch', E.left(appError('http', 'Not Found', { status: 404 })), 'invalid'],
  ] as const)('%s shows the %s screen, and no provider loads', async (_what, answer, screen) => {
    const { vm, payments, provider } = setup();
    payments.cardTokenStatus.mockResolvedValueOnce(answer);
    await vm.opened('tok_x');
    await settle();
    expect(vm.state).toEqual({ screen });
    expect(provider.load).not.toHaveBeenCalled();
  });

  it('the same token is read once (a page effect may run twice)', async () => {
    const { vm, payments } = setup();
    await vm.opened('tok_valid');
    await vm.opened('tok_valid');
    expect(payments.cardTokenStatus).toHaveBeenCalledTimes(1);
  });
});

describe("CardTokenViewModel: the billing form and 'Add Card'", () => {
  it("'Add Card' waits for the provider's widget to be on the page", async () => {
    const { vm, provider } = setup();
    await vm.opened('tok_valid');
    expect(vm.canSubmit).toBe(false); // provider still loading
    await settle();
    expect(vm.card.widget).toBe(provider.widget);
    expect(vm.canSubmit).toBe(false); // made, not yet mounted
    vm.card.attached({ page: 'widget place' });
    expect(provider.widget.mountedOn).toEqual({ page: 'widget place' });
    expect(vm.canSubmit).toBe(true);
    await vm.addCardClicked();
    expect(vm.state.screen).toBe('form'); // refused: nothing typed
  });

  it('an empty form names every field, and focus goes to the first', async () => {
    const { vm, provider } = await openForm();
    await vm.addCardClicked();
    expect(vm.fieldError('cardholderName')).toBe('Cardholder Name is required.');
    expect(vm.fieldError('city')).toBe('City is required.');
    expect(vm.fieldError('zipCode')).toBe('Zip Code is required.');
    expect(vm.cardError).toBe(
      'Credit Card Number is required. Expiration Date is required. Security Code is required.',
    );
    expect(vm.focusRequest).toEqual({ field: 'cardholderName', attempt: 1 });
    expect(provider.createCardToken).not.toHaveBeenCalled();
  });

  it('a short zip is refused with its minimum; an emptied field counts as missing', async () => {
    const { vm, widget } = await openForm();
    fillIn(vm, widget);
    vm.fieldChanged('zipCode', '8');
    vm.fieldChanged('city', '   ');
    await vm.addCardClicked();
    expect(vm.fieldError('zipCode')).toBe('Zip Code must be at least 2 characters.');
    expect(vm.fieldError('city')).toBe('City is required.');
    expect(vm.fieldError('cardholderName')).toBeNull();
    expect(vm.cardError).toBeNull();
    expect(vm.focusRequest?.field).toBe('city');
  });

  it('a card left empty puts focus on the widget', async () => {
    const { vm, widget } = await openForm();
    fillIn(vm, widget);
    widget.typed({ empty: true, complete: false });
    await vm.addCardClicked();
    expect(vm.focusRequest).toEqual({ field: 'card', attempt: 1 });
    await vm.addCardClicked();
    expect(vm.focusRequest).toEqual({ field: 'card', attempt: 2 }); // focused again
  });

  it("the widget's own words about what was typed show under it", async () => {
    const { vm, widget } = await openForm();
    widget.typed({ complete: false, error: 'Your card number is incomplete.' });
    expect(vm.cardError).toBe('Your card number is incomplete.');
  });

  it('submits: full-screen loading, the card tokenised with name, city and zip, then Thank you', async () => {
    const { vm, payments, provider, widget } = await openForm();
    fillIn(vm, widget);
    const added = deferred<E.Either<AppError, void>>();
    payments.addCardWithToken.mockReturnValueOnce(added.promise);
    const submitting = vm.addCardClicked();
    expect(vm.state).toEqual({ screen: 'submitting' });
    expect(vm.showsForm).toBe(true); // the widget stays mounted while the provider reads it
    expect(vm.canSubmit).toBe(false);
    added.resolve(E.right(undefined));
    await submitting;
    expect(provider.createCardToken).toHaveBeenCalledWith(widget, {
      name: 'Ava Guest',
      city: 'Vail',
      postalCode: '81657',
    });
    expect(payments.addCardWithToken).toHaveBeenCalledWith('tok_valid', { stripeToken: 'tok_test_1' });
    expect(vm.state).toEqual({ screen: 'completed' });
    expect(widget.destroyed).toBe(true);
  });

  it('a second click while submitting is ignored', async () => {
    const { vm, provider, widget } = await openForm();
    fillIn(vm, widget);
    const first = vm.addCardClicked();
    const second = vm.addCardClicked();
    await Promise.all([first, second]);
    expect(provider.createCardToken).toHaveBeenCalledTimes(1);
    expect(vm.state.screen).toBe('completed');
  });

  it("a card the provider rejects: back to the form with 'Error encountered: {message}'", async () => {
    const { vm, payments, provider, widget } = await openForm();
    fillIn(vm, widget);
    provider.createCardToken.mockResolvedValueOnce(E.left(declined));
    await vm.addCardClicked();
    expect(vm.state).toEqual({
      screen: 'form',
      error: 'Error encountered: Your card was declined.',
      fieldErrors: {},
    });
    expect(payments.addCardWithToken).not.toHaveBeenCalled();
    expect(vm.canSubmit).toBe(true); // the guest may try another card
  });

  it("a host that fails: back to the form with 'There was an error saving your card.'", async () => {
    const { vm, payments, widget } = await openForm();
    fillIn(vm, widget);
    payments.addCardWithToken.mockResolvedValueOnce(E.left(hostFailure));
    await vm.addCardClicked();
    expect(vm.state).toMatchObject({ screen: 'form', error: 'There was an error saving your card.' });
  });

  it('a provider that cannot load says so, and loads on a second try', async () => {
    const { vm, provider } = setup();
    provider.load.mockResolvedValueOnce(
      E.left(appError('unavailable', 'The payment provider could not be loaded.')),
    );
    await vm.opened('tok_valid');
    await settle();
    expect(vm.card.entry).toEqual({ status: 'failed', message: 'The payment provider could not be loaded.' });
    expect(vm.canSubmit).toBe(false);
    await vm.card.load();
    expect(vm.card.entry.status).toBe('loaded');
  });

  it('mounting again on the same place only listens again; leaving stops listening', async () => {
    const { vm, widget } = await openForm();
    vm.card.detached();
    expect(widget.listening).toBe(0);
    vm.card.attached(widget.mountedOn!);
    expect(widget.mounts).toBe(1);
    expect(widget.listening).toBe(1);
  });
});
