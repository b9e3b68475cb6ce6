import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { ItineraryGateway } from '../../../src/core/itinerary/itinerary-gateway.port.js';
import type { Notification } from '../../../src/core/notifications/notification-sink.port.js';
import { AddCardForm } from '../../../src/core/payment/add-card.use-case.js';
import { cardFailureMessage } from '../../../src/core/payment/card-failure.js';
import { cardFormTransition, initialCardFormState } from '../../../src/core/payment/card-form-state.js';
import type { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import type {
  CardWidget,
  PaymentProvider,
  SetUpCard,
} from '../../../src/core/payment/payment-provider.port.js';
import { saveCreditCard } from '../../../src/core/payment/save-credit-card.use-case.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { deferred, http, left, leftOf, right, rightOf } from '../use-case-support.js';

const widget: CardWidget = { mount: () => {}, onChange: () => () => {}, focus: () => {}, destroy: () => {} };
const values = { name: ' Ada Guest ', country: 'US', zip: '81657' };
const setUpCard: SetUpCard = { paymentMethodId: 'pm_123', brand: 'visa', last4: '4242' };

describe('SPEC 4 standalone card form states', () => {
  it('SPEC 4: idle, submitting, back to idle with the error; success leaves no error', () => {
    const submitting = cardFormTransition(initialCardFormState, { type: 'submitted' });
    expect(submitting).toEqual({ status: 'submitting' });
    expect(cardFormTransition(submitting, { type: 'submitted' })).toBe(submitting);
    expect(cardFormTransition(submitting, { type: 'failed', error: 'No' })).toEqual({
      status: 'idle',
      error: 'No',
    });
    expect(cardFormTransition(submitting, { type: 'succeeded' })).toEqual(initialCardFormState);
  });

  it("SPEC 8: the provider's words for a rejected card, else the generic line", () => {
    expect(cardFailureMessage(appError('card', 'Your card was declined.'))).toBe(
      'Error encountered: Your card was declined.',
    );
    expect(cardFailureMessage(appError('network', 'offline'))).toBe('There was an error saving your card.');
  });
});

describe('SPEC 2, 4, 5, 7, 8 adding a card from the standalone form', () => {
  const setup = (
    overrides: {
      secret?: PaymentGateway['clientSecret'];
      confirm?: PaymentProvider['confirmCardSetup'];
      attach?: ItineraryGateway['attachCreditCard'];
    } = {},
  ) => {
    const deps = {
      payments: {
        clientSecret: vi.fn<PaymentGateway['clientSecret']>(overrides.secret ?? (() => right('seti_secret'))),
      },
      provider: {
        confirmCardSetup: vi.fn<PaymentProvider['confirmCardSetup']>(
          overrides.confirm ?? (() => right(setUpCard)),
        ),
      },
      itineraries: {
        attachCreditCard: vi.fn<ItineraryGateway['attachCreditCard']>(
          overrides.attach ?? (() => right(undefined)),
        ),
      },
    };
    return { form: new AddCardForm(deps), ...deps };
  };

  it('SPEC 7: client secret, provider confirmation with name, postal code and country, then attached to the itinerary', async () => {
    const { form, provider, itineraries } = setup();
    expect(rightOf(await form.submit(widget, values, 'itn_42'))).toBe(setUpCard);
    expect(provider.confirmCardSetup).toHaveBeenCalledWith(widget, 'seti_secret', {
      name: 'Ada Guest',
      postalCode: '81657',
      country: 'US',
    });
    expect(itineraries.attachCreditCard).toHaveBeenCalledWith('itn_42', {
      cardId: 'pm_123',
      billingDetails: { name: 'Ada Guest', address: { postalCode: '81657', country: 'US' } },
    });
    expect(form.getState()).toEqual(initialCardFormState);
  });

  it.each([
    [{ ...values, name: '' }, 'Please provide name on card'],
    [{ ...values, name: '', country: null }, 'Please provide name on card'],
    [{ ...values, country: null }, 'Please select the billing country'],
    [{ ...values, zip: ' ' }, 'Please provide zip on card'],
  ])('SPEC 5: the first failure is shown and nothing is sent (%j)', async (bad, message) => {
    const { form, payments } = setup();
    expect(leftOf(await form.submit(widget, bad, 'itn_42'))).toEqual({ kind: 'validation', message });
    expect(form.getState()).toEqual({ status: 'idle', error: message });
    expect(payments.clientSecret).not.toHaveBeenCalled();
  });

  it('SPEC 5: the error is cleared by the next attempt', async () => {
    const { form } = setup();
    await form.submit(widget, { ...values, zip: '' }, 'itn_42');
    const states: unknown[] = [];
    form.subscribe((state) => states.push(state));
    await form.submit(widget, values, 'itn_42');
    expect(states).toEqual([{ status: 'submitting' }, initialCardFormState]);
  });

  it('SPEC 4, 5: a second submit while one is in flight is ignored', async () => {
    const secret = deferred<E.Either<AppError, string>>();
    const { form, payments } = setup({ secret: () => secret.promise });
    const pending = form.submit(widget, values, 'itn_42');
    expect(form.getState()).toEqual({ status: 'submitting' });
    expect(await form.submit(widget, values, 'itn_42')).toBeUndefined();
    secret.resolve(E.right('s'));
    await pending;
    expect(payments.clientSecret).toHaveBeenCalledTimes(1);
  });

  it("SPEC 8: the provider rejects the card: 'Error encountered: {provider message}', back to idle", async () => {
    const { form, itineraries } = setup({ confirm: () => left(appError('card', 'Your card was declined.')) });
    const failed = leftOf(await form.submit(widget, values, 'itn_42'));
    expect(failed).toEqual({ kind: 'card', message: 'Error encountered: Your card was declined.' });
    expect(form.getState()).toEqual({ status: 'idle', error: 'Error encountered: Your card was declined.' });
    expect(itineraries.attachCreditCard).not.toHaveBeenCalled();
  });

  it.each([
    ['the client secret', { secret: () => left(http(500)) }],
    ['an unreachable provider', { confirm: () => left(appError('unavailable', 'Stripe did not load')) }],
    ['attaching to the itinerary', { attach: () => left(http(403, 'Not your trip')) }],
  ])("SPEC 8: a failure of %s is 'There was an error saving your card.'", async (_, overrides) => {
    const { form } = setup(overrides);
    expect(leftOf(await form.submit(widget, values, 'itn_42'))).toEqual({
      kind: 'card',
      message: 'There was an error saving your card.',
    });
    expect(form.getState()).toEqual({ status: 'idle', error: 'There was an error saving your card.' });
  });
});

describe("SPEC 8 Card save via notification: 'Error encountered' with server message or 'Error saving credit card.'", () => {
  const body = { userId: 'usr_7', paymentMethodId: 'pm_123', billingDetails: null };
  const setup = (answer: PaymentGateway['addCreditCard']) => {
    const shown: Notification[] = [];
    const addCreditCard = vi.fn<PaymentGateway['addCreditCard']>(answer);
    const deps = {
      payments: { addCreditCard },
      notifications: { notify: (n: Notification) => shown.push(n) },
    };
    return { deps, shown, addCreditCard };
  };

  it('SPEC 7: the card is stored for the user and answered with its cardId; nothing is notified', async () => {
    const card = { cardId: 'card_1', userId: 'usr_7' };
    const { deps, shown, addCreditCard } = setup(() => right(card));
    expect(rightOf(await saveCreditCard(deps, body))).toBe(card);
    expect(addCreditCard).toHaveBeenCalledWith('usr_7', body);
    expect(shown).toEqual([]);
  });

  it("SPEC 8: the host's message is notified and the failure answered as it came", async () => {
    const failure = http(400, 'Card already on file');
    const { deps, shown } = setup(() => left(failure));
    expect(leftOf(await saveCreditCard(deps, body))).toBe(failure);
    expect(shown).toEqual([{ tone: 'error', title: 'Error encountered', message: 'Card already on file' }]);
  });

  it("SPEC 8: without a host's answer the notification reads 'Error saving credit card.'", async () => {
    const { deps, shown } = setup(() => left(appError('network', 'Could not reach the server')));
    await saveCreditCard(deps, body);
    expect(shown).toEqual([
      { tone: 'error', title: 'Error encountered', message: 'Error saving credit card.' },
    ]);
  });
});
