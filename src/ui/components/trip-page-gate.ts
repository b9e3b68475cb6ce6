import { type TripRefusal, tripRefusalOf } from '../../core/itinerary/index.js';
import type { AppError } from '../../core/shared/index.js';
import type { ShellViewModel } from '../shell/shell.view-model.js';

/** A trip page that cannot show its trip: refused in the trip's own words, or failed. */
export type TripNotShown =
  | { readonly status: 'refused'; readonly refusal: TripRefusal }
  | { readonly status: 'failed' };

/**
 * A failure to load a trip, as a trip's page shows it: a refusal in the trip's own words
 * (TripRefusalNotice), anything else the page-load error, raised here.
 */
export const tripNotShown = (shell: Pick<ShellViewModel, 'errorRaised'>, error: AppError): TripNotShown => {
  const refusal = tripRefusalOf(error);
  if (refusal) return { status: 'refused', refusal };
  shell.errorRaised(error);
  return { status: 'failed' };
};

/** What a trip page does when the guest opens it: offer sign-in, keep what it shows, or load. */
export type TripPageOpening =
  | { readonly step: 'sign-in' }
  | { readonly step: 'keep' }
  | { readonly step: 'load'; readonly guestId: string };

/**
 * What the trip's pages (the trip, its documents, its billing) share
 * (docs/product/roles.md#trip-links): a trip is shown to its owner only, so without a session
 * nothing is asked and the guest is offered sign-in; a trip the host refuses is shown in the
 * trip's own words (TripRefusalNotice); any other failure is the page-load error
 * (docs/product/errors.md#load-failures); an item's page refuses the same way (tripNotShown).
 * Only the trip asked for last is shown: an answer for
 * an earlier one is dropped. One rule for the three pages, so they cannot drift apart.
 */
export class TripPageGate {
  readonly #shell: Pick<ShellViewModel, 'session' | 'isLoggedIn' | 'errorRaised'>;
  /** The trip the guest asked for last. */
  #requested: string | null = null;

  constructor(shell: Pick<ShellViewModel, 'session' | 'isLoggedIn' | 'errorRaised'>) {
    this.#shell = shell;
  }

  /**
   * Whether a guest is signed in: a page opens again when this changes (another tab signed in
   * or out), so a trip offered for sign-in shows once the guest is back.
   */
  get signedIn(): boolean {
    return this.#shell.isLoggedIn;
  }

  /**
   * The guest opens the page of a trip. Signed out, nothing is asked (and the next visit asks
   * again); the trip asked for last is kept as it is shown; any other is loaded for the guest
   * signed in, and becomes the one asked for.
   */
  opened(itineraryId: string): TripPageOpening {
    const session = this.#shell.session;
    if (session.status !== 'authenticated') {
      this.#requested = null;
      return { step: 'sign-in' };
    }
    if (this.#requested === itineraryId) return { step: 'keep' };
    this.#requested = itineraryId;
    return { step: 'load', guestId: session.user.objectId };
  }

  /** Whether an answer for this trip is still wanted: the guest may have moved on to another. */
  isCurrent(itineraryId: string): boolean {
    return this.#requested === itineraryId;
  }

  /** A failure to load the trip, as the page shows it; the page-load error is raised here. */
  notShown(error: AppError): TripNotShown {
    return tripNotShown(this.#shell, error);
  }
}
