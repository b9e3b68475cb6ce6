import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { onModalKeyDown } from './modal-keys.js';
import { lockPageScroll } from './page-scroll-lock.js';

/**
 * The control the guest last used outside any dialog. A dialog that opens while the focus is
 * nowhere (the Reserve button was disabled while its action ran, the overlay shown meanwhile
 * is gone) returns the focus there on closing, not to the page's body (issue 28 item 6).
 */
let lastOutsideDialogs: HTMLElement | null = null;
const DIALOGS = '[role="dialog"], [role="alertdialog"]';
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(DIALOGS)) lastOutsideDialogs = target;
    },
    true,
  );
}

/** Whatever has the focus as a dialog opens; when nothing has, the control last used outside dialogs. */
const openerOfNextDialog = (): HTMLElement | null => {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastOutsideDialogs?.isConnected ? lastOutsideDialogs : null;
};

/**
 * A modal dialog (WAI-ARIA dialog pattern), the frame every dialog of the app shares: named by
 * its title and described by its text (the ids the dialog gives its own elements), the focus
 * moved in on opening (to `initialFocus`, else the dialog itself unless the content already
 * took it) and kept inside, Escape cancels, the page behind does not scroll, and on closing the
 * focus goes back to whatever had it before. The look is the dialog's own (its class names).
 */
export const Modal = ({
  role = 'dialog',
  labelledBy,
  describedBy,
  className,
  backdropClassName,
  initialFocus,
  dialogRef,
  closesOnBackdrop = false,
  hidden = false,
  onCancel,
  children,
}: {
  /** 'alertdialog' when the dialog asks for a decision the guest must not miss. */
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy: string;
  className: string;
  backdropClassName: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog's element, for a dialog that moves the focus inside itself. */
  dialogRef?: RefObject<HTMLDivElement | null>;
  /** A pointer press beside the dialog cancels it (the keyboard has Escape). */
  closesOnBackdrop?: boolean;
  /**
   * Closed, but still in the page until its owner takes it out (the date dialog waits for the
   * closing paint: date-range-picker.tsx): not shown, and out of the accessibility tree. The
   * backdrop's class must let `[hidden]` hide it.
   */
  hidden?: boolean;
  onCancel: () => void;
  children: ReactNode;
}) => {
  const ownRef = useRef<HTMLDivElement>(null);
  const dialog = dialogRef ?? ownRef;
  // Read while rendering, before any effect of the dialog moves the focus.
  const [opener] = useState(openerOfNextDialog);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves in once, when the dialog opens
  useLayoutEffect(() => {
    const unlock = lockPageScroll();
    const frame = dialog.current;
    const target = initialFocus?.current;
    if (target) target.focus();
    else if (frame && !frame.contains(document.activeElement)) frame.focus();
    return () => {
      unlock();
      // Once the dialog is gone from the page (React's development run unmounts and mounts
      // every effect once more while the dialog stays), and only if the focus went with it:
      // a caller that moved it on (to a field, to the next dialog) keeps its choice, and one
      // whose closing removed the opener (a deleted row) places it itself.
      queueMicrotask(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && !frame?.isConnected && opener?.isConnected) opener.focus();
      });
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press beside the dialog closes it for pointer users; Escape is the keyboard's way
    <div
      className={backdropClassName}
      hidden={hidden}
      onMouseDown={
        closesOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) onCancel();
            }
          : undefined
      }
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole lint/a11y/noStaticElementInteractions: the role is the caller's, 'dialog' or 'alertdialog', which the rules cannot read from a variable */}
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={className}
        tabIndex={-1}
        onKeyDown={(event) => onModalKeyDown(event, dialog.current, onCancel)}
      >
        {children}
      </div>
    </div>
  );
};
