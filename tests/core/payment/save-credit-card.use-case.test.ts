import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/core/notifications/notification-sink.port.js';
import { saveCreditCard } from '../../../src/core/payment/save-credit-card.use-case.js';
import { http, left } from '../use-case-support.js';

describe('a card that could not be saved', () => {
  it("a failure status without the host's words reads 'Error saving credit card.', not our diagnostic", async () => {
    const shown: Notification[] = [];
    await saveCreditCard(
      {
        payments: { addCreditCard: () => left(http(500)) },
        notifications: { notify: (notification) => shown.push(notification) },
      },
      { userId: 'usr_7', paymentMethodId: 'pm_123', billingDetails: null },
    );
    expect(shown).toEqual([
      { tone: 'error', title: 'Error encountered', message: 'Error saving credit card.' },
    ]);
  });
});
