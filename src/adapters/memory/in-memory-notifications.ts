import type { Notification, NotificationSink } from '../../core/notifications/index.js';

/** The notifications a run without a screen would have shown, kept in order for the caller to read. */
export class InMemoryNotifications implements NotificationSink {
  readonly shown: Notification[] = [];

  notify(notification: Notification): void {
    this.shown.push(notification);
  }
}
