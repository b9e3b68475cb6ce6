import type { Ref } from 'react';

/**
 * The two buttons under a reserve on the trip (a home's row, an item's steps): confirm, which
 * reads 'Reserving…' while it runs, and Cancel, which gives the focus back to the button that
 * opened the reserve. Both do nothing while the reserve runs.
 */
export const ConfirmReservationButtons = ({
  busy,
  onCancel,
  openerId,
  confirmRef,
}: {
  busy: boolean;
  onCancel: () => void;
  /** The id of the button that opened the reserve. */
  openerId: string;
  confirmRef?: Ref<HTMLButtonElement> | undefined;
}) => (
  <div className="home-actions__buttons">
    <button ref={confirmRef} type="submit" className="button" aria-disabled={busy}>
      {busy ? 'Reserving…' : 'Confirm reservation'}
    </button>
    <button
      type="button"
      className="home-actions__secondary"
      aria-disabled={busy}
      onClick={() => {
        if (busy) return;
        onCancel();
        document.getElementById(openerId)?.focus();
      }}
    >
      Cancel
    </button>
  </div>
);
