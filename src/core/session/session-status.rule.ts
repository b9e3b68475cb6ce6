/** Where the session stands; 'loading' also while a required role is missing (docs/product/flows.md#session-status). */
export const SESSION_STATUSES = ['loading', 'authenticated', 'unauthenticated'] as const;

export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface ShownSessionStatus {
  readonly status: SessionStatus;
  /** Whether the "unauthenticated" callback (typically: go and sign in) should fire now. */
  readonly fireUnauthenticated: boolean;
}

/**
 * A page that requires sign-in never shows itself to a signed-out guest, not even for a
 * frame: it keeps reading 'loading' while the callback (usually a redirect to the sign-on
 * portal) runs (docs/product/flows.md#session-status). Pages that do not require sign-in see
 * the real status.
 */
export const shownSessionStatus = (status: SessionStatus, authRequired: boolean): ShownSessionStatus =>
  authRequired && status === 'unauthenticated'
    ? { status: 'loading', fireUnauthenticated: true }
    : { status, fireUnauthenticated: false };
