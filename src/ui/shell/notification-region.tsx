import { observer } from 'mobx-react-lite';
import { type FocusEvent, useId, useRef } from 'react';
import { useViewModel } from '../di/use-view-model.js';
import { Notifications } from './notifications.view-model.js';
import './notification-region.css';

/**
 * The app's notifications (toasts), drawn once by the layout: a landmark named
 * 'Notifications' holding a list. An error is an alert (announced at once), anything else a
 * status (announced politely); each has its own 'Dismiss' button, described by its words. The
 * focus never drops to the page's start when a toast goes: it moves to the next toast's
 * button, or back where it was before the guest came to the list. While the pointer or the
 * focus is on the list, nothing hides by itself.
 */
export const NotificationRegion = observer(() => {
  const notifications = useViewModel(Notifications);
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const holding = useRef({ pointer: false, focus: false });

  const hold = (by: 'pointer' | 'focus', on: boolean) => {
    holding.current = { ...holding.current, [by]: on };
    if (holding.current.pointer || holding.current.focus) notifications.held();
    else notifications.released();
  };

  const onFocus = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    hold('focus', true);
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };

  const dismissed = (notificationId: number) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const focused = document.activeElement;
    const index = focused instanceof HTMLButtonElement ? buttons.indexOf(focused) : -1;
    if (index >= 0) {
      const next = buttons[index + 1] ?? buttons[index - 1];
      if (next) next.focus();
      else if (cameFrom.current?.isConnected) cameFrom.current.focus();
    }
    notifications.dismiss(notificationId);
  };

  const { shown } = notifications;
  return (
    <section
      aria-label="Notifications"
      className="notification-region"
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {shown.length > 0 ? (
        <ul ref={list} className="notification-list">
          {shown.map((notification) => {
            const words = `${id}-${notification.id}`;
            return (
              <li key={notification.id} className={`notification notification--${notification.tone}`}>
                <div
                  id={words}
                  role={notification.tone === 'error' ? 'alert' : 'status'}
                  className="notification__words"
                >
                  {notification.title ? <p className="notification__title">{notification.title}</p> : null}
                  <p className="notification__message">{notification.message}</p>
                </div>
                <button
                  type="button"
                  className="notification__dismiss"
                  aria-describedby={words}
                  onClick={() => dismissed(notification.id)}
                >
                  Dismiss
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
});
