import { observer } from 'mobx-react-lite';
import type { TripCalendarState } from '../../core/calendar/index.js';
import { useViewModel } from '../di/use-view-model.js';
import { AddToCalendarViewModel, CALENDAR_FAILED } from './add-to-calendar.view-model.js';
import './add-to-calendar.css';

const PANEL_ID = 'add-to-calendar-panel';

const sinceWords = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });

const Address = ({ label, value }: { label: string; value: string }) => (
  <label className="add-to-calendar__address">
    <span>{label}</span>
    <input type="text" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
  </label>
);

const Subscription = observer(
  ({ calendar, vm }: { calendar: TripCalendarState; vm: AddToCalendarViewModel }) => {
    const actions = (
      <div className="add-to-calendar__actions">
        <button type="button" className="button" disabled={vm.busy} onClick={() => void vm.subscribed()}>
          Renew address
        </button>
        <button
          type="button"
          className="add-to-calendar__quiet"
          disabled={vm.busy}
          onClick={() => void vm.revoked()}
        >
          Revoke address
        </button>
      </div>
    );
    if (calendar.kind === 'off')
      return (
        <>
          <p>
            Subscribe and your calendar keeps up as the trip changes. The address is private: anyone who has
            it sees your trip, so share it with no one.
          </p>
          <button type="button" className="button" disabled={vm.busy} onClick={() => void vm.subscribed()}>
            Get a subscription address
          </button>
        </>
      );
    if (calendar.kind === 'on')
      return (
        <>
          <p>
            Your calendar subscription is active since {sinceWords(calendar.since)}. For your privacy the
            address is shown only when it is made: renew it to get a new one (the old one stops working).
          </p>
          {actions}
        </>
      );
    return (
      <>
        <p>Your private address, shown this once: add it to your calendar now.</p>
        <Address label="Calendar apps (webcal)" value={calendar.address.webcalUrl} />
        <Address label="Google Calendar and others (https)" value={calendar.address.httpsUrl} />
        <p>
          <a href={calendar.address.webcalUrl}>Open in my calendar app</a>
        </p>
        {actions}
      </>
    );
  },
);

/**
 * The trip page's 'Add to calendar' button and panel (docs/product/calendar.md): a one-off
 * .ics download, and a private subscription address to make, renew and revoke.
 */
export const AddToCalendar = observer(({ itineraryId }: { itineraryId: string }) => {
  const vm = useViewModel(AddToCalendarViewModel);
  const { state } = vm;
  return (
    <div className="add-to-calendar">
      <button
        type="button"
        className="add-to-calendar__toggle"
        aria-expanded={vm.isOpen}
        aria-controls={PANEL_ID}
        onClick={() => void vm.toggled(itineraryId)}
      >
        Add to calendar
      </button>
      {vm.isOpen ? (
        <section id={PANEL_ID} aria-labelledby="add-to-calendar-title" className="add-to-calendar__panel">
          <h2 id="add-to-calendar-title">Add to calendar</h2>
          <h3>Download once</h3>
          <p>
            <a href={vm.downloadHref} download>
              Download the trip (.ics)
            </a>{' '}
            — a copy as it is today; it does not change when the trip does.
          </p>
          <h3>Subscribe</h3>
          {state.status === 'loading' ? <p aria-busy="true">Loading your subscription…</p> : null}
          {state.status === 'failed' ? <p role="alert">{CALENDAR_FAILED}</p> : null}
          {state.status === 'ready' ? <Subscription calendar={state.calendar} vm={vm} /> : null}
          {vm.problem ? <p role="alert">{vm.problem}</p> : null}
        </section>
      ) : null}
    </div>
  );
});
