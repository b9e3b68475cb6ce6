/** A dialog's words and buttons; `action` says what a button does, the UI decides how. */
export type DialogAction =
  | 'close'
  | 'select-new-dates'
  | 'find-available-homes'
  | 'explore-services'
  | 'review-home-reservation'
  | 'review-reservation';

export interface DialogButton {
  readonly label: string;
  readonly action: DialogAction;
}

export interface DialogContent {
  readonly title: string;
  readonly message: string;
  /** Empty when the docs name none: the dialog's own close control dismisses it. */
  readonly buttons: readonly DialogButton[];
}

export const DEFAULT_DIALOG_MESSAGE =
  "We can't seem to process your request at this time. Please refresh the page and try again.";

const UNAVAILABLE: DialogContent = {
  title: 'Unfortunately, these dates are unavailable.',
  message: "Let's revisit your plans.",
  buttons: [
    { label: 'Select New Dates', action: 'select-new-dates' },
    { label: 'Find Available Homes', action: 'find-available-homes' },
  ],
};

/**
 * The error dialogs of docs/product/errors.md#dialogs: 'unavailable', and for 'unknown' or
 * any other type 'Oh no!' with the supplied message (an empty one counts as none) or the
 * default.
 */
export const dialogContent = (type: string | null | undefined, message?: string | null): DialogContent =>
  type === 'unavailable'
    ? UNAVAILABLE
    : {
        title: 'Oh no!',
        message: message || DEFAULT_DIALOG_MESSAGE,
        buttons: [{ label: 'OK', action: 'close' }],
      };
