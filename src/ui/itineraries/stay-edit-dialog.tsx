import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { GUEST_KINDS, GUEST_LIMITS, GUEST_MINIMUMS, type GuestKind } from '../../core/listing/index.js';
import { CounterStepper } from '../components/counter-stepper.js';
import { DateRangePicker } from '../components/date-range/date-range-picker.js';
import { onModalKeyDown } from '../components/modal-keys.js';
import type { StayEdit, TripHomes } from './trip-homes.js';

const GUEST_FIELDS: Readonly<Record<GuestKind, { readonly label: string; readonly hint: string }>> = {
  adultCount: { label: 'Adults', hint: 'Ages 13 or above' },
  childCount: { label: 'Children', hint: 'Ages 2–12' },
  infantCount: { label: 'Infants', hint: 'Under 2' },
  petCount: { label: 'Pets', hint: 'If the home welcomes them' },
};

/** The button that opened the edit of a home's dates or guests, to give the focus back to. */
export const stayEditButtonId = (homeId: string, type: StayEdit['change']['type']) =>
  `change-${type}-${homeId}`;

// Inputs and enabled buttons: the first one takes the focus when the dialog opens.
const FOCUSABLE = 'input:not([disabled]), button:not([disabled])';

/**
 * Changing a home's dates (check-in and check-out on the same date-range calendar as a home's
 * page and the search, days before today off) or its guests (a stepper per kind) in a modal dialog: named by what it changes and for which home, the first field
 * focused, the focus kept inside, Escape or Cancel closes it and gives the focus back to the
 * button that opened it. A refusal (the host's words, or what is wrong with the dates) shows
 * in the dialog with what the guest typed kept, to correct or try again; while the change is
 * under way the fields are read-only and the buttons do nothing (aria-disabled), so the focus
 * is not lost.
 */
export const StayEditDialog = observer(({ homes, edit }: { homes: TripHomes; edit: StayEdit }) => {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const opener = stayEditButtonId(edit.row.id, edit.change.type);
  const busy = edit.status === 'saving';
  const { change } = edit;

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => document.getElementById(opener)?.focus();
  }, [opener]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void homes.stayEditSaved();
  };
  const cancel = () => {
    if (!busy) homes.stayEditCanceled();
  };
  const what = change.type === 'dates' ? 'dates' : 'guests';

  return (
    <div className="confirm-dialog__backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="confirm-dialog"
        onKeyDown={(event) => onModalKeyDown(event, dialog.current, cancel)}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          Change {what} for {edit.row.name}
        </h2>
        <form onSubmit={save} noValidate>
          {change.type === 'dates' ? (
            <fieldset
              className="stay-edit__dates"
              aria-describedby={edit.message ? `${id}-message` : undefined}
            >
              <legend className="visually-hidden">Check-in and check-out</legend>
              <DateRangePicker
                dates={change.days}
                today={edit.today}
                fieldClassName="stay-edit__field"
                labelClassName="stay-edit__label"
                onChange={(dates) => {
                  homes.checkInTyped(dates.checkIn);
                  homes.checkOutTyped(dates.checkOut);
                }}
              />
            </fieldset>
          ) : (
            <fieldset className="stay-edit__guests">
              <legend className="visually-hidden">Guests</legend>
              {GUEST_KINDS.map((kind) => (
                <CounterStepper
                  key={kind}
                  label={GUEST_FIELDS[kind].label}
                  hint={GUEST_FIELDS[kind].hint}
                  value={change.guests[kind]}
                  min={GUEST_MINIMUMS[kind]}
                  max={GUEST_LIMITS[kind]}
                  onChange={(count) => homes.guestCountChanged(kind, count)}
                />
              ))}
            </fieldset>
          )}
          {edit.message ? (
            <p id={`${id}-message`} className="confirm-dialog__error" role="alert">
              {edit.message}
            </p>
          ) : null}
          <div className="confirm-dialog__actions">
            <button type="button" className="confirm-dialog__secondary" aria-disabled={busy} onClick={cancel}>
              Cancel
            </button>
            <button type="submit" className="button" aria-disabled={busy}>
              {busy ? 'Saving…' : `Save ${what}`}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
});
