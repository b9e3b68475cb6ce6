import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { Modal } from '../components/modal.js';
import type { Deletion } from './item-deletion.js';

/**
 * Asks the guest to confirm removing an item (W3C APG "Alert and Message Dialogs"): modal,
 * named by its question, the consequence as its description, the focus on the safe choice
 * first and kept inside; Escape or Keep cancels. While the removal is under way both buttons
 * stay focusable but do nothing (aria-disabled), so the focus is not lost; a refusal shows
 * the host's message (docs/product/errors.md#item-operations) and lets the guest try again or
 * keep it.
 */
export const DeleteItemDialog = observer(
  ({
    deletion,
    onConfirm,
    onCancel,
  }: {
    deletion: Deletion;
    onConfirm: () => void;
    onCancel: () => void;
  }) => {
    const id = useId();
    const keep = useRef<HTMLButtonElement>(null);
    const busy = deletion.status === 'deleting';
    const what = deletion.row.kind === 'home' ? 'home' : 'service';

    return (
      <Modal
        role="alertdialog"
        labelledBy={`${id}-title`}
        describedBy={`${id}-text`}
        className="confirm-dialog"
        backdropClassName="confirm-dialog__backdrop"
        initialFocus={keep}
        onCancel={onCancel}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          Remove {deletion.row.name}?
        </h2>
        <p id={`${id}-text`}>
          This {what} will be taken off your trip. To have it again you would add it anew.
        </p>
        {deletion.status === 'failed' ? (
          <p className="confirm-dialog__error" role="alert">
            {deletion.message}
          </p>
        ) : null}
        <div className="confirm-dialog__actions">
          <button
            ref={keep}
            type="button"
            className="confirm-dialog__secondary"
            aria-disabled={busy}
            onClick={busy ? undefined : onCancel}
          >
            Keep it
          </button>
          <button
            type="button"
            className="button confirm-dialog__danger"
            aria-disabled={busy}
            onClick={busy ? undefined : onConfirm}
          >
            {busy ? 'Removing…' : `Remove ${what}`}
          </button>
        </div>
      </Modal>
    );
  },
);
