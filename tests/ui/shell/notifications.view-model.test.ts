import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../src/adapters/clock/manual-scheduler.js';
import { redeemPromoCodes } from '../../../src/core/booking/redeem-promo-codes.use-case.js';
import { NotificationSink } from '../../../src/core/notifications/notification-sink.port.js';
import { appError } from '../../../src/core/shared/app-error.js';
import {
  autoDismissMs,
  DEFAULT_AUTO_DISMISS_MS,
  Notifications,
} from '../../../src/ui/shell/notifications.view-model.js';
import { testContainer } from '../../support/test-container.js';

const HOUR = 60 * 60 * 1000;

const setup = () => {
  const scheduler = new ManualScheduler();
  return { scheduler, notifications: new Notifications(scheduler) };
};

const messages = (notifications: Notifications) => notifications.shown.map((shown) => shown.message);

describe('the app’s notifications', () => {
  it('a persistent notification (auto-dismiss 0) stays until the guest dismisses it', async () => {
    const { scheduler, notifications } = setup();
    notifications.notify({
      tone: 'error',
      title: 'Failed to redeem promo codes',
      message: 'Timeout',
      autoDismissMs: 0,
    });
    await scheduler.advance(24 * HOUR);
    expect(notifications.shown).toEqual([
      { id: 1, tone: 'error', title: 'Failed to redeem promo codes', message: 'Timeout', autoDismissMs: 0 },
    ]);
    expect(scheduler.pending).toBe(0);
    notifications.dismiss(1);
    expect(notifications.shown).toEqual([]);
  });

  it('a timed one hides itself when its time is up, not before', async () => {
    const { scheduler, notifications } = setup();
    notifications.notify({ tone: 'success', message: 'Card saved', autoDismissMs: 3000 });
    notifications.notify({ tone: 'info', message: 'Later', autoDismissMs: 5000 });
    await scheduler.advance(2999);
    expect(messages(notifications)).toEqual(['Card saved', 'Later']);
    await scheduler.advance(1);
    expect(messages(notifications)).toEqual(['Later']);
    await scheduler.advance(2000);
    expect(messages(notifications)).toEqual([]);
    expect(scheduler.pending).toBe(0);
  });

  it('without a time: successes and information hide after the default, errors stay', async () => {
    const { scheduler, notifications } = setup();
    notifications.notify({ tone: 'info', message: 'Saved' });
    notifications.notify({ tone: 'error', message: 'Could not save' });
    await scheduler.advance(DEFAULT_AUTO_DISMISS_MS - 1);
    expect(messages(notifications)).toEqual(['Saved', 'Could not save']);
    await scheduler.advance(1);
    expect(messages(notifications)).toEqual(['Could not save']);
    await scheduler.advance(HOUR);
    expect(messages(notifications)).toEqual(['Could not save']);
  });

  it('a time that is no time keeps the notification rather than losing it', () => {
    for (const ms of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(autoDismissMs({ tone: 'info', message: 'x', autoDismissMs: ms })).toBe(0);
    }
    // Longer than a browser timer holds: as long as it holds, never at once.
    expect(autoDismissMs({ tone: 'info', message: 'x', autoDismissMs: 2 ** 40 })).toBe(2 ** 31 - 1);
    expect(autoDismissMs({ tone: 'success', message: 'x' })).toBe(DEFAULT_AUTO_DISMISS_MS);
  });

  it('dismissing a timed one stops its timer; dismissing twice or an unknown one changes nothing', async () => {
    const { scheduler, notifications } = setup();
    notifications.notify({ tone: 'info', message: 'One', autoDismissMs: 3000 });
    notifications.notify({ tone: 'info', message: 'Two', autoDismissMs: 3000 });
    expect(scheduler.pending).toBe(2);
    notifications.dismiss(1);
    expect(scheduler.pending).toBe(1);
    notifications.dismiss(1);
    notifications.dismiss(99);
    expect(messages(notifications)).toEqual(['Two']);
    await scheduler.advance(3000);
    expect(messages(notifications)).toEqual([]);
  });

  it('nothing hides while the guest holds the list; letting go gives each its full time again', async () => {
    const { scheduler, notifications } = setup();
    notifications.notify({ tone: 'info', message: 'Before', autoDismissMs: 3000 });
    await scheduler.advance(2000);
    notifications.held();
    notifications.notify({ tone: 'info', message: 'While held', autoDismissMs: 1000 });
    await scheduler.advance(HOUR);
    expect(messages(notifications)).toEqual(['Before', 'While held']);
    notifications.released();
    await scheduler.advance(999);
    expect(messages(notifications)).toEqual(['Before', 'While held']);
    await scheduler.advance(1);
    expect(messages(notifications)).toEqual(['Before']);
    await scheduler.advance(2000);
    expect(messages(notifications)).toEqual([]);
  });

  it('the app has one: the NotificationSink the use cases notify is the list the page shows', async () => {
    const { container } = testContainer();
    const notifications = container.get(Notifications);
    expect(container.get<NotificationSink>(NotificationSink)).toBe(notifications);
    expect(container.get(Notifications)).toBe(notifications);
    // docs/product/errors.md#notifications: a failed redemption, and each refused code, stay.
    const sink = container.get<NotificationSink>(NotificationSink);
    await redeemPromoCodes(
      {
        items: { redeemPromoCodes: async () => E.left(appError('network', 'No answer')) },
        notifications: sink,
      },
      { itineraryId: 'it-1', itemId: 'i-1', promoCodeIds: ['p-1'] },
    );
    await redeemPromoCodes(
      {
        items: {
          redeemPromoCodes: async () =>
            E.right([{ errorMessage: 'SUMMER has expired' }, { errorMessage: 'WINTER was already used' }]),
        },
        notifications: sink,
      },
      { itineraryId: 'it-1', itemId: 'i-1', promoCodeIds: ['p-1', 'p-2'] },
    );
    expect(
      notifications.shown.map(({ tone, title, message, autoDismissMs }) => [
        tone,
        title,
        message,
        autoDismissMs,
      ]),
    ).toEqual([
      ['error', 'Failed to redeem promo codes', 'No answer', 0],
      ['error', undefined, 'SUMMER has expired', 0],
      ['error', undefined, 'WINTER was already used', 0],
    ]);
  });

  it('notify works when a use case holds it on its own', () => {
    const { notifications } = setup();
    const { notify } = notifications;
    notify({ tone: 'info', message: 'Bound' });
    expect(messages(notifications)).toEqual(['Bound']);
  });
});
