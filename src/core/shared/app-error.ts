/**
 * Expected failures are values, not exceptions (docs/architecture/conventions.md#core). Every failure the product
 * knows of has a `kind`; the ones the guest sees carry the text of docs/product/errors.md.
 */
export type AppErrorKind =
  | 'http' // the host failed on its side (its fault, not the request's)
  | 'rejected' // the host judged the request itself and refused it (its words are for the guest)
  | 'network' // no response at all (offline, DNS, aborted)
  | 'timeout'
  | 'decode' // a response or stored value did not match its codec
  | 'validation' // a form or argument broke a rule of docs/product/validation.md
  | 'not-found'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'unavailable' // dates or home unavailable
  | 'page-load' // a screen could not load what it needs
  | 'booking' // reserve / request price / save for later failed
  | 'card' // payment card rejected or not saved
  | 'promo'
  | 'storage'
  | 'unknown';

export interface AppError {
  readonly kind: AppErrorKind;
  readonly message: string;
  /**
   * The error page's code (docs/product/errors.md#error-page-catalogue), which the catalogue
   * keys its pages by; set by the adapter that met the failure. Rules reason on `kind`, never
   * on this number.
   */
  readonly status?: number;
  /**
   * The host's own words: the message or error text the host sent with a failure, set only
   * when it sent one. `message` always reads well in a log; this is what a rule may show the
   * guest as the host's reason (docs/product/errors.md#http-failures), without guessing
   * whether `message` is ours.
   */
  readonly hostMessage?: string;
  /**
   * The host's name for the failure, when it gave one (e.g. 'dates-unavailable'): what a
   * rule acts on, never shown.
   */
  readonly hostCode?: string;
  /**
   * A custom header for the error page (docs/product/errors.md#error-page-catalogue: custom
   * header overrides).
   */
  readonly header?: string;
  /** Where a decode failure happened, e.g. `items.0.status`. */
  readonly path?: string;
}

export const appError = (
  kind: AppErrorKind,
  message: string,
  extra: Omit<AppError, 'kind' | 'message'> = {},
): AppError => ({ kind, message, ...extra });

export const isAppError = (value: unknown): value is AppError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AppError).kind === 'string' &&
  typeof (value as AppError).message === 'string';
