import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { ConfirmReservationButtons } from './confirm-reservation-buttons.js';
import type { HomeRow } from './item-rows.js';
import { stayEditButtonId } from './stay-edit-dialog.js';
import type { HomeNotice, Reservation, TripHomes } from './trip-homes.js';

const reserveButtonId = (homeId: string) => `reserve-${homeId}`;

/**
 * What the guest was told beside a home. What was done is a status message (announced, not
 * interrupting); a reserve's confirmation takes the focus, since the form that had it is gone
 * with the Reserve button. A refusal kept after its dialog closed was announced there already.
 */
const Notice = ({ notice }: { notice: HomeNotice }) => {
  const ref = useRef<HTMLDivElement>(null);
  const reserved = notice.tone === 'reserved';
  useEffect(() => {
    if (reserved) ref.current?.focus();
  }, [reserved]);
  if (notice.tone === 'refused') return <p className="home-actions__refusal">{notice.message}</p>;
  return (
    <div ref={ref} role="status" tabIndex={-1} className="home-actions__done">
      {notice.tone === 'reserved' ? (
        <strong className="home-actions__done-title">{notice.title}</strong>
      ) : null}
      <p>{notice.message}</p>
    </div>
  );
};

/**
 * Reserving a quoted home: the terms are accepted first (a required checkbox), then the
 * reserve goes; a refusal shows in words beside the form, which stays as the guest left it.
 * The checkbox takes the focus when the form opens; Cancel gives it back to Reserve.
 */
const ReserveForm = observer(({ homes, reservation }: { homes: TripHomes; reservation: Reservation }) => {
  const id = useId();
  const terms = useRef<HTMLInputElement>(null);
  const busy = reservation.status === 'reserving';
  const homeId = reservation.row.id;
  useEffect(() => {
    terms.current?.focus();
  }, []);
  const invalid = reservation.status === 'failed' && !reservation.termsAccepted;
  return (
    <form
      id={`reserve-form-${homeId}`}
      className="home-actions__reserve"
      aria-label={`Reserve ${reservation.row.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void homes.reserveConfirmed();
      }}
    >
      <label className="home-actions__terms">
        <input
          ref={terms}
          type="checkbox"
          checked={reservation.termsAccepted}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={reservation.message ? `${id}-message` : undefined}
          onChange={(event) => homes.reserveTermsToggled(event.target.checked)}
        />
        I accept the reservation terms
      </label>
      {reservation.message ? (
        <p id={`${id}-message`} className="home-actions__refusal" role="alert">
          {reservation.message}
        </p>
      ) : null}
      <ConfirmReservationButtons
        busy={busy}
        openerId={reserveButtonId(homeId)}
        onCancel={() => homes.reserveCanceled()}
      />
    </form>
  );
});

/**
 * A home's actions for the trip's owner: change its dates or guests while its status allows
 * (docs/host/decisions.md#homes-by-booking-setting), reserve it once quoted; and what the
 * guest was told about it.
 */
export const HomeRowActions = observer(
  ({ row, homes, canEdit }: { row: HomeRow; homes: TripHomes; canEdit: boolean }) => {
    const reservation = homes.reservation?.row.id === row.id ? homes.reservation : null;
    const notice = homes.notices[row.id];
    const offered = canEdit && (row.stayChangeable || row.reservable);
    return (
      <>
        {offered ? (
          <div className="home-actions__buttons">
            {row.stayChangeable ? (
              <>
                <button
                  type="button"
                  id={stayEditButtonId(row.id, 'dates')}
                  className="home-actions__secondary"
                  aria-label={`Change dates for ${row.name}`}
                  onClick={() => homes.stayEditClicked(row, 'dates')}
                >
                  Change dates
                </button>
                <button
                  type="button"
                  id={stayEditButtonId(row.id, 'guests')}
                  className="home-actions__secondary"
                  aria-label={`Change guests for ${row.name}`}
                  onClick={() => homes.stayEditClicked(row, 'guests')}
                >
                  Change guests
                </button>
              </>
            ) : null}
            {row.reservable ? (
              <button
                type="button"
                id={reserveButtonId(row.id)}
                className="button"
                aria-label={`Reserve ${row.name}`}
                aria-expanded={reservation !== null}
                aria-controls={reservation ? `reserve-form-${row.id}` : undefined}
                onClick={() => (reservation ? homes.reserveCanceled() : homes.reserveClicked(row))}
              >
                Reserve
              </button>
            ) : null}
          </div>
        ) : null}
        {reservation ? <ReserveForm homes={homes} reservation={reservation} /> : null}
        {notice ? <Notice notice={notice} /> : null}
      </>
    );
  },
);
