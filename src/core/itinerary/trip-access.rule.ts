import type { AppError } from '../shared/index.js';

/**
 * Why a trip's pages do not show the trip (docs/product/roles.md#trip-links): nobody is
 * signed in (a lead arrives without a session too), so the guest is offered the portal's
 * sign-in and comes back to the same address; or the trip is someone else's.
 */
export type TripRefusal = 'sign-in' | 'not-yours';

/**
 * A trip page's refusal for a failed load: nobody signed in asks for sign-in, a refusal of
 * this user is someone else's trip; anything else (not found and the rest) is not a refusal
 * but a page-load error.
 */
export const tripRefusalOf = (error: Pick<AppError, 'kind'>): TripRefusal | null => {
  if (error.kind === 'unauthorized') return 'sign-in';
  if (error.kind === 'forbidden') return 'not-yours';
  return null;
};

/** The trip pages' words for each refusal, in place of the host's words about changing a trip. */
export const TRIP_REFUSAL_TEXTS: Readonly<
  Record<TripRefusal, { readonly title: string; readonly message: string }>
> = {
  'sign-in': {
    title: 'Sign in to see this trip',
    message:
      'A trip is shown only to the guest who planned it. Sign in and you will come straight back here.',
  },
  'not-yours': {
    title: 'This trip cannot be viewed',
    message:
      'It belongs to another account. If you planned it, sign out and sign in again with the account you planned it with.',
  },
};

/**
 * A lead's link reaching a trip without a session (docs/product/roles.md#trip-links): the
 * guest is told in one sentence that the trip was prepared for them and that signing in
 * shows it; the sign-in action follows.
 */
export const LEAD_SIGN_IN_MESSAGE =
  'Your concierge prepared this trip for you: sign in with the e-mail you gave us and you will come straight back to it.';

/** The words of a refusal for this visit: a lead's visit without a session hears LEAD_SIGN_IN_MESSAGE. */
export const tripRefusalText = (
  refusal: TripRefusal,
  visit: { readonly hasLead: boolean },
): { readonly title: string; readonly message: string } => {
  const text = TRIP_REFUSAL_TEXTS[refusal];
  return refusal === 'sign-in' && visit.hasLead ? { ...text, message: LEAD_SIGN_IN_MESSAGE } : text;
};
