import { type ReactNode, useId } from 'react';
import type { DialogAction, DialogContent } from '../../core/booking-terms/index.js';
import { Modal } from '../components/modal.js';
import './booking-dialog.css';

/**
 * A dialog of the core's words (DialogContent): its title names it, its message (and what the
 * dialog adds, `details`) describes it, its buttons say what they do as actions. 'close' and
 * the dialog's own close control (the × button, Escape, a press beside it) call `onClose`;
 * every other action is the caller's to carry out (`onAction`). The focus starts on the
 * dialog itself, so a screen reader reads the title and the words before the choices.
 */
export const BookingDialog = ({
  content,
  details,
  links,
  fact,
  onAction,
  onClose,
}: {
  content: DialogContent;
  /** More words after the message, described with it: a heading and a paragraph. */
  details?: { readonly heading: string; readonly text: string };
  /** Ways out of the dialog beside its buttons (links), last in the row. */
  links?: ReactNode;
  /** A fact the outcome settled, after the message (what a reserve charged). */
  fact?: string | null;
  onAction: (action: DialogAction) => void;
  onClose: () => void;
}) => {
  const id = useId();
  const describedBy = details ? `${id}-message ${id}-details` : `${id}-message`;
  const last = content.buttons.length - 1;
  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={describedBy}
      className="booking-dialog"
      backdropClassName="booking-dialog__backdrop"
      closesOnBackdrop
      onCancel={onClose}
    >
      <button type="button" className="booking-dialog__close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={`${id}-title`} className="booking-dialog__title">
        {content.title}
      </h2>
      <p id={`${id}-message`} className="booking-dialog__message">
        {content.message}
      </p>
      {fact ? <p className="booking-dialog__fact">{fact}</p> : null}
      {details ? (
        <>
          <h3 className="booking-dialog__next-title">{details.heading}</h3>
          <p id={`${id}-details`} className="booking-dialog__next">
            {details.text}
          </p>
        </>
      ) : null}
      {content.buttons.length > 0 || links ? (
        <div className="booking-dialog__actions">
          {content.buttons.map((button, index) => (
            <button
              key={button.action}
              type="button"
              // The last choice is the one the dialog leads to; the others are plainer.
              className={index === last && !links ? 'button' : 'booking-dialog__secondary'}
              onClick={() => (button.action === 'close' ? onClose() : onAction(button.action))}
            >
              {button.label}
            </button>
          ))}
          {links}
        </div>
      ) : null}
    </Modal>
  );
};
