import { token } from '../shared/index.js';
/**
 * A message shown to the guest over the page (a toast). Use cases hand notifications to
 * the sink as values; how they look and when they hide is the UI's.
 */
export interface Notification {
  readonly tone: 'error' | 'success' | 'info';
  /** Absent when the message stands alone. */
  readonly title?: string;
  readonly message: string;
  /** Milliseconds before it hides itself; 0 means the guest must close it; absent: the UI's default. */
  readonly autoDismissMs?: number;
}

/**
 * Where notifications go (docs/product/errors.md#notifications: promo and card-save failures
 * are notified).
 */
export interface NotificationSink {
  notify(notification: Notification): void;
}
export const NotificationSink = token<NotificationSink>('NotificationSink');
