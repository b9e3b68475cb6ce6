import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { Notification, NotificationSink } from '../../core/notifications/index.js';
import { Scheduler } from '../../core/time/index.js';
import { inject } from '../di/inject.js';

/** A notification on screen, with the number it is dismissed by. */
export interface ShownNotification extends Notification {
  readonly id: number;
}

/** How long a success or a piece of information stays when its sender did not say. */
export const DEFAULT_AUTO_DISMISS_MS = 6000;

/** The longest delay a browser timer keeps; a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * How long a notification stays, 0 meaning until closed: what its sender said, else
 * DEFAULT_AUTO_DISMISS_MS; an error the sender did not time stays until closed, since a
 * failure the guest missed is one they do not know to put right. A time that is no time (not
 * a positive number) keeps the notification rather than losing it at once.
 */
export const autoDismissMs = (notification: Notification): number => {
  const ms = notification.autoDismissMs ?? (notification.tone === 'error' ? 0 : DEFAULT_AUTO_DISMISS_MS);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, LONGEST_TIMER_MS) : 0;
};

/**
 * The app's notifications (toasts): the one NotificationSink, so a use case anywhere
 * (docs/product/errors.md#notifications: promo redemption, card saves) shows its messages
 * over every page. A timed one hides itself through the Scheduler port; while the guest holds
 * the list (a pointer over it, the focus in it) no timer runs, and each starts afresh when
 * they let go, so nothing disappears while it is being read (WCAG 2.2.1).
 */
@injectable()
export class Notifications implements NotificationSink {
  shown: readonly ShownNotification[] = [];
  readonly #deps: { readonly scheduler: Pick<Scheduler, 'every'> };
  /** The timer of each timed notification on screen, by id: stopping it is the function. */
  readonly #timers = new Map<number, () => void>();
  #nextId = 1;
  #held = false;

  constructor(@inject(Scheduler) scheduler: Pick<Scheduler, 'every'>) {
    this.#deps = { scheduler };
    // Bound: a use case may hold `notify` on its own.
    makeAutoObservable(this, { shown: observableRef }, { autoBind: true });
  }

  notify(notification: Notification): void {
    const shown = { ...notification, id: this.#nextId++ };
    this.shown = [...this.shown, shown];
    if (!this.#held) this.timerStarted(shown);
  }

  /** The guest closed it, or its time ran out. */
  dismiss(id: number): void {
    this.#timers.get(id)?.();
    this.#timers.delete(id);
    this.shown = this.shown.filter((notification) => notification.id !== id);
  }

  /** The guest is reading the list: no notification hides meanwhile. */
  held(): void {
    if (this.#held) return;
    this.#held = true;
    for (const stop of this.#timers.values()) stop();
    this.#timers.clear();
  }

  /** The guest let go of the list: each timed notification gets its full time again. */
  released(): void {
    if (!this.#held) return;
    this.#held = false;
    for (const notification of this.shown) this.timerStarted(notification);
  }

  private timerStarted(notification: ShownNotification): void {
    const ms = autoDismissMs(notification);
    if (ms === 0) return;
    // The port repeats; the first run is the only one wanted, and dismissing stops it.
    const stop = this.#deps.scheduler.every(ms, () => this.dismiss(notification.id));
    this.#timers.set(notification.id, stop);
  }
}
