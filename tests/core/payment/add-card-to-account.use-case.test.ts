import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../src/core/notifications/notification-sink.port.js';
import { addCardToAccount } from '../../../src/core/payment/add-card-to-account.use-case.js';
import type { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import type { CardWidget, PaymentProvider } from '../../../src/core/payment/payment-provider.port.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const widget: CardWidget = { mount: () => {}, onChange: () => () => {}, focus: () => {}, destroy: () => {} };
const billing = { name: 'Ada Guest', country: 'US', zip: '81657' };
const saved = { cardId: 'card-9', userId: 'u-1', brand: 'visa', last4: '4242' };

const setup = (
  overrides: {
    secret?: PaymentGateway['clientSecret'];
    confirm?: PaymentProvider['confirmCardSetup'];
    add?: PaymentGateway['addCreditCard'];
  } = {},
) => {
  const notified: Notification[] = [];
  return {
    notified,
    payments: {
      clientSecret: vi.fn<PaymentGateway['clientSecret']>(overrides.secret ?? (() => right('seti_secret'))),
      addCreditCard: vi.fn<PaymentGateway['addCreditCard']>(overrides.add ?? (() => right(saved))),
    },
    provider: {
      confirmCardSetup: vi.fn<PaymentProvider['confirmCardSetup']>(
        overrides.confirm ??
          (() =>
            right({ paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 })),
      ),
    },
    notifications: { notify: (notification: Notification) => void notified.push(notification) },
  };
};

describe('a card added onto the guest’s account (a home’s booking panel)', () => {
  it('sets the card up with the provider and stores it on the account, billing details and all', async () => {
    const deps = setup();
    expect(rightOf(await addCardToAccount(deps, { widget, billing, userId: 'u-1' }))).toEqual(saved);
    expect(deps.provider.confirmCardSetup).toHaveBeenCalledWith(widget, 'seti_secret', {
      name: 'Ada Guest',
      postalCode: '81657',
      country: 'US',
    });
    expect(deps.payments.addCreditCard).toHaveBeenCalledWith('u-1', {
      userId: 'u-1',
      paymentMethodId: 'pm_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      billingDetails: { name: 'Ada Guest', address: { postalCode: '81657', country: 'US' } },
    });
    expect(deps.notified).toEqual([]);
  });

  it('stops at the first failing step, and a failed save is notified', async () => {
    const noSecret = setup({ secret: () => left(http(502, 'down')) });
    expect(leftOf(await addCardToAccount(noSecret, { widget, billing, userId: 'u-1' })).status).toBe(502);
    expect(noSecret.provider.confirmCardSetup).not.toHaveBeenCalled();

    const declined = setup({ confirm: () => left(appError('card', 'Your card was declined.')) });
    expect(leftOf(await addCardToAccount(declined, { widget, billing, userId: 'u-1' })).message).toBe(
      'Your card was declined.',
    );
    expect(declined.payments.addCreditCard).not.toHaveBeenCalled();

    const unsaved = setup({
      confirm: () => right({ paymentMethodId: 'pm_2' }),
      add: () => left(http(400, 'Unknown payment method')),
    });
    expect(leftOf(await addCardToAccount(unsaved, { widget, billing, userId: 'u-1' })).status).toBe(400);
    expect(unsaved.payments.addCreditCard).toHaveBeenCalledWith(
      'u-1',
      expect.objectContaining({ brand: null, last4: null }),
    );
    expect(unsaved.notified).toHaveLength(1);
  });
});
