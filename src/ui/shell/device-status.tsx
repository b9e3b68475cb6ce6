import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useId } from 'react';
import { NEW_VERSION_ACTION, NEW_VERSION_NOTICE } from '../../core/offline/index.js';
import { useViewModel } from '../di/use-view-model.js';
import { DeviceStatusViewModel } from './device-status.view-model.js';
import './device-status.css';

/**
 * The trip pages' word about the device: offline, and since when the trip is saved; a new
 * version waiting, with Reload. Nothing shows online on the current version.
 */
export const DeviceStatus = observer(() => {
  const device = useViewModel(DeviceStatusViewModel);
  useEffect(() => device.pageOpened(), [device]);
  const { sessionStatus } = device;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of who is signed in is looked at
  useEffect(() => {
    void device.sessionSeen();
  }, [device, sessionStatus]);
  return (
    <>
      {device.notice ? (
        <p className="device-status device-status--offline" role="status">
          {device.notice}
        </p>
      ) : null}
      {device.updateWaiting ? (
        <p className="device-status device-status--update" role="status">
          {NEW_VERSION_NOTICE}{' '}
          <button type="button" className="button" onClick={() => device.reloadClicked()}>
            {NEW_VERSION_ACTION}
          </button>
        </p>
      ) : null}
    </>
  );
});

/**
 * Actions that need the network: offline, all of them are disabled (a disabled fieldset
 * disables every control inside) and a sentence says why; nothing is queued behind the
 * guest's back. `what` picks the sentence: booking changes, or messages to the concierge.
 */
const OnlineActions = observer(({ what, children }: { what: 'booking' | 'message'; children: ReactNode }) => {
  const device = useViewModel(DeviceStatusViewModel);
  // Its own view-model (one per component): it listens too, so going offline on the page disables at once.
  useEffect(() => device.pageOpened(), [device]);
  const reasonId = useId();
  const blocked = what === 'booking' ? device.bookingBlocked : device.messageBlocked;
  return (
    <fieldset
      className="booking-actions"
      disabled={blocked !== null}
      aria-describedby={blocked ? reasonId : undefined}
    >
      {blocked ? (
        <p id={reasonId} className="booking-actions__reason">
          {blocked}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
});

/** Actions that change a booking (reserve, remove, edit dates or guests, the item steps). */
export const BookingActions = ({ children }: { children: ReactNode }) => (
  <OnlineActions what="booking">{children}</OnlineActions>
);

/**
 * Forms that write to the concierge (a message, a note on the trip): offline a message is not
 * queued to leave later on its own; the guest writes it again once back online.
 */
export const MessageActions = ({ children }: { children: ReactNode }) => (
  <OnlineActions what="message">{children}</OnlineActions>
);
