import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { TRIP_ITEM_STEP_LABELS, type TripItemStep } from '../../core/itinerary/index.js';
import { ConfirmReservationButtons } from './confirm-reservation-buttons.js';
import type { ItemRow } from './item-rows.js';
import type { OpenStep, StepNotice, TripItemSteps } from './trip-item-steps.js';

const stepButtonId = (rowId: string, step: TripItemStep) => `step-${step}-${rowId}`;

/** What a step told the guest: a confirmation takes the focus (its button may be gone with the status). */
const Notice = ({ notice }: { notice: StepNotice }) => {
  const ref = useRef<HTMLDivElement>(null);
  const done = notice.tone === 'done';
  useEffect(() => {
    if (done) ref.current?.focus();
  }, [done]);
  if (notice.tone === 'refused')
    return (
      <p className="home-actions__refusal" role="alert">
        {notice.message}
      </p>
    );
  return (
    <div ref={ref} role="status" tabIndex={-1} className="home-actions__done">
      <strong className="home-actions__done-title">{notice.title}</strong>
      <p>{notice.message}</p>
    </div>
  );
};

/**
 * A reserve confirmed before it goes: a home's terms first (a required checkbox), a service at
 * what the item holds. A refusal shows in the host's words beside the form, which stays.
 */
const Confirm = observer(({ steps, open }: { steps: TripItemSteps; open: OpenStep }) => {
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  const busy = open.status === 'running';
  const messageId = `step-message-${open.rowId}`;
  return (
    <form
      className="home-actions__reserve"
      aria-label={`${TRIP_ITEM_STEP_LABELS[open.step]}: ${open.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void steps.confirmed();
      }}
    >
      {open.kind === 'home' ? (
        <label className="home-actions__terms">
          <input
            ref={first}
            type="checkbox"
            checked={open.termsAccepted}
            required
            aria-invalid={(open.status === 'failed' && !open.termsAccepted) || undefined}
            aria-describedby={open.message ? messageId : undefined}
            onChange={(event) => steps.termsToggled(event.target.checked)}
          />
          I accept the reservation terms
        </label>
      ) : (
        <p>
          {open.step === 'pay-quote'
            ? "At the concierge's quote. Your card is charged only once it is confirmed."
            : 'With the date, answers and price on your trip. The concierge confirms it.'}
        </p>
      )}
      {open.message ? (
        <p id={messageId} className="home-actions__refusal" role="alert">
          {open.message}
        </p>
      ) : null}
      <ConfirmReservationButtons
        busy={busy}
        confirmRef={open.kind === 'home' ? undefined : first}
        openerId={stepButtonId(open.rowId, open.step)}
        onCancel={() => steps.canceled()}
      />
    </form>
  );
});

/**
 * The booking steps an item's status allows, on its row of the trip and on its page
 * (docs/product/flows.md#finishing-from-the-trip), for the trip's owner; and what the last
 * step told the guest.
 */
export const TripItemStepsView = observer(
  ({ row, steps, canEdit }: { row: ItemRow; steps: TripItemSteps; canEdit: boolean }) => {
    const open = steps.open?.rowId === row.id ? steps.open : null;
    const notice = steps.notices[row.id];
    const offered = canEdit ? row.steps : [];
    return (
      <>
        {offered.length > 0 ? (
          <div className="home-actions__buttons trip-item-steps">
            {offered.map((step, index) => {
              const running = open?.step === step && open.status === 'running';
              return (
                <button
                  key={step}
                  type="button"
                  id={stepButtonId(row.id, step)}
                  className={index === 0 ? 'button' : 'home-actions__secondary'}
                  aria-label={`${TRIP_ITEM_STEP_LABELS[step]}: ${row.name}`}
                  aria-disabled={steps.busy || undefined}
                  aria-expanded={step === 'reserve' || step === 'pay-quote' ? open?.step === step : undefined}
                  onClick={() =>
                    open?.step === step && !running ? steps.canceled() : steps.clicked(row, step)
                  }
                >
                  {running ? 'Sending…' : TRIP_ITEM_STEP_LABELS[step]}
                </button>
              );
            })}
          </div>
        ) : null}
        {open && (open.step === 'reserve' || open.step === 'pay-quote') ? (
          <Confirm steps={steps} open={open} />
        ) : null}
        {notice ? <Notice notice={notice} /> : null}
      </>
    );
  },
);
