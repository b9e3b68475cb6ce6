import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ItemDetailsViewModel } from './item-details.view-model.js';

const RESERVE_BUTTON_ID = 'reserve-service';

/** The reserve's confirmation, announced and focused: the Reserve button is gone with the quote. */
const Reserved = ({ title, message }: { title: string; message: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="home-actions__done">
      <strong className="home-actions__done-title">{title}</strong>
      <p>{message}</p>
    </div>
  );
};

/**
 * Reserving a quoted service at the concierge's quote (docs/product/flows.md#status-requests):
 * Reserve asks to confirm, then the reserve goes; a refusal shows in the host's words and the
 * guest may try again. What the reserve told the guest stays in view.
 */
export const ServiceReserve = observer(
  ({ details, name }: { details: ItemDetailsViewModel; name: string }) => {
    const reservation = details.reserve.state;
    const confirm = useRef<HTMLButtonElement>(null);
    const confirming = reservation !== null;
    useEffect(() => {
      if (confirming) confirm.current?.focus();
    }, [confirming]);
    if (details.reserve.reserved)
      return <Reserved title={details.reserve.reserved.title} message={details.reserve.reserved.message} />;
    if (!details.reserve.reservable) return null;
    const busy = reservation?.status === 'reserving';
    return (
      <div className="item-details__reserve">
        {reservation ? (
          <fieldset className="item-details__fieldset">
            <legend>Reserve {name}</legend>
            <p>At the concierge's quote. Your card is charged only once it is confirmed.</p>
            {reservation.message ? (
              <p role="alert" className="item-details__refusal">
                {reservation.message}
              </p>
            ) : null}
            <div className="item-details__buttons">
              <button
                ref={confirm}
                type="button"
                className="button"
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) void details.reserve.confirmed();
                }}
              >
                {busy ? 'Reserving…' : 'Confirm reservation'}
              </button>
              <button
                type="button"
                className="home-actions__secondary"
                aria-disabled={busy}
                onClick={() => {
                  if (busy) return;
                  details.reserve.canceled();
                  document.getElementById(RESERVE_BUTTON_ID)?.focus();
                }}
              >
                Cancel
              </button>
            </div>
          </fieldset>
        ) : (
          <button
            type="button"
            id={RESERVE_BUTTON_ID}
            className="button"
            aria-label={`Reserve ${name}`}
            onClick={() => details.reserve.clicked()}
          >
            Reserve
          </button>
        )}
      </div>
    );
  },
);
