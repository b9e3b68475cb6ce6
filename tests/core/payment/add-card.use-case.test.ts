import { describe, expect, it, vi } from 'vitest';
import type { ItineraryGateway } from '../../../src/core/itinerary/itinerary-gateway.port.js';
import type { Notification } from '../../../src/core/notifications/notification-sink.port.js';
import { addCardToItinerary } from '../../../src/core/payment/add-card.use-case.js';
import { cardFailureMessage } from '../../../src/core/payment/card-failure.js';
import { validateCardForm } from '../../../src/core/payment/card-form.rule.js';
import { cardFormTransition, initialCardFormState } from '../../../src/core/payment/card-form-state.js';
import type { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import type {
  CardWidget,
  PaymentProvider,
  SetUpCard,
} from '../../../src/core/payment/payment-provider.port.js';
import { saveCreditCard } from '../../../src/core/payment/save-credit-card.use-case.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const widget: CardWidget = { mount: () => {}, onChange: () => () => {}, focus: () => {}, destroy: () => {} };
const values = { name: ' Ada Guest ', country: 'US', zip: '81657' };
const setUpCard: SetUpCard = { paymentMethodId: 'pm_123', brand: 'visa', last4: '4242' };

describe('standalone card form states', () => {
  it('idle, submitting, back to idle with the error; success leaves no error', () => {
    const submitting = cardFormTransition(initialCardFormState, { type: 'submitted' });
    expect(submitting).toEqual({ status: 'submitting' });
    expect(cardFormTransition(submitting, { type: 'submitted' })).toBe(submitting);
    expect(cardFormTransition(submitting, { type: 'failed', error: 'No' })).toEqual({
      status: 'idle',
      error: 'No',
    });
    expect(cardFormTransition(submitting, { type: 'succeeded' })).toEqual(initialCardFormState);
  });

  it("the provider's words for a rejected card, else the generic line", () => {
    expect(cardFailureMessage(appError('card', 'Your card was declined.'))).toBe(
      'Error encountered: Your card was declined.',
    );
    expect(cardFailureMessage(appError('network', 'offline'))).toBe('There was an error saving your card.');
  });
});

describe('adding a card from the standalone form', () => {
  const billing = { name: 'Ada Guest', country: 'US', zip: '81657' };
  const setup = (
    overrides: {
      secret?: PaymentGateway['clientSecret'];
      confirm?: PaymentProvider['confirmCardSetup'];
      attach?: ItineraryGateway['attachCreditCard'];
    } = {},
  ) => ({
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
  });

  it('client secret, provider confirmation with name, postal code and country, then attached to the itinerary', async () => {
    const deps = setup();
    expect(rightOf(await addCardToItinerary(deps, { widget, billing, itineraryId: 'itn_42' }))).toBe(
      setUpCard,
    );
    expect(deps.provider.confirmCardSetup).toHaveBeenCalledWith(widget, 'seti_secret', {
      name: 'Ada Guest',
      postalCode: '81657',
      country: 'US',
    });
    expect(deps.itineraries.attachCreditCard).toHaveBeenCalledWith('itn_42', {
      cardId: 'pm_123',
      billingDetails: { name: 'Ada Guest', address: { postalCode: '81657', country: 'US' } },
    });
  });

  it.each([
    [{ ...values, name: '' }, 'Please provide name on card'],
    [{ ...values, name: '', country: null }, 'Please provide name on card'],
    [{ ...values, country: null }, 'Please select the billing country'],
    [{ ...values, zip: ' ' }, 'Please provide zip on card'],
  ])('the form rule names the first failure only (%j)', (bad, message) => {
    expect(leftOf(validateCardForm(bad))).toEqual({ kind: 'validation', message });
  });

  it('the form rule passes trimmed values on', () => {
    expect(rightOf(validateCardForm(values))).toEqual(billing);
  });

  it('a provider rejecting the card stops before anything is attached; its error comes back', async () => {
    const declined = appError('card', 'Your card was declined.');
    const deps = setup({ confirm: () => left(declined) });
    expect(leftOf(await addCardToItinerary(deps, { widget, billing, itineraryId: 'itn_42' }))).toBe(declined);
    expect(deps.itineraries.attachCreditCard).not.toHaveBeenCalled();
  });

  it.each([
    ['the client secret', { secret: () => left(http(500)) }],
    ['an unreachable provider', { confirm: () => left(appError('unavailable', 'Stripe did not load')) }],
    ['attaching to the itinerary', { attach: () => left(http(403, 'Not your trip')) }],
  ])(
    "a failure of %s comes back, and the form words it 'There was an error saving your card.'",
    async (_, overrides) => {
      const failed = leftOf(
        await addCardToItinerary(setup(overrides), { widget, billing, itineraryId: 'itn_42' }),
      );
      expect(failed.kind).not.toBe('card');
      expect(cardFailureMessage(failed)).toBe('There was an error saving your card.');
    },
  );
});

describe("Card save via notification: 'Error encountered' with server message or 'Error saving credit card.'", () => {
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

  it('the card is stored for the user and answered with its cardId; nothing is notified', async () => {
    const card = { cardId: 'card_1', userId: 'usr_7' };
    const { deps, shown, addCreditCard } = setup(() => right(card));
    expect(rightOf(await saveCreditCard(deps, body))).toBe(card);
    expect(addCreditCard).toHaveBeenCalledWith('usr_7', body);
    expect(shown).toEqual([]);
  });

  it("the host's message is notified and the failure answered as it came", async () => {
    const failure = http(400, 'Card already on file');
    const { deps, shown } = setup(() => left(failure));
    expect(leftOf(await saveCreditCard(deps, body))).toBe(failure);
    expect(shown).toEqual([{ tone: 'error', title: 'Error encountered', message: 'Card already on file' }]);
  });

  it("without a host's answer the notification reads 'Error saving credit card.'", async () => {
    const { deps, shown } = setup(() => left(appError('network', 'Could not reach the server')));
    await saveCreditCard(deps, body);
    expect(shown).toEqual([
      { tone: 'error', title: 'Error encountered', message: 'Error saving credit card.' },
    ]);
  });
});
