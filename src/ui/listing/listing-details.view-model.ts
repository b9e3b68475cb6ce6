import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { parseListingSearch, stayDatesOf } from '../../core/catalog/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import type { ListingDetails, SimilarListing } from '../../core/listing/index.js';
import { ListingGateway } from '../../core/listing/index.js';
import type { AppError } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { pageCodeOf } from '../components/error-catalogue.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';

export type HomeState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly home: ListingDetails }
  | { readonly status: 'failed'; readonly error: AppError };

/**
 * The failure as the page shows it: a status the host answered stays; a garbled answer, no
 * answer or a timeout has none and reads as the catalogue's 500 'Internal Error'
 * (docs/product/errors.md#error-page-catalogue), not as the 404 a missing status otherwise
 * means, which would tell the guest the home is gone.
 */
const shownFailure = (error: AppError): AppError =>
  pageCodeOf(error) === undefined ? { ...error, status: 500 } : error;

/**
 * A home's page (/listings/{id}, /itineraries/{id}/listing/{id}): the home and similar homes.
 * The similar homes are extras: their failure is reported and ignored
 * (docs/product/errors.md#load-failures). The stay, its price and the booking are the booking
 * panel's (ListingBookingViewModel).
 */
@injectable()
export class ListingDetailsViewModel {
  state: HomeState = { status: 'loading' };
  similar: readonly SimilarListing[] = [];
  /** The address shown last (home and search): an answer for an earlier one is dropped. */
  #shown: string | null = null;
  readonly #listings: Pick<ListingGateway, 'guestListing' | 'similarListings'>;
  readonly #errors: ErrorReporter;
  readonly #photoFailures: PhotoFailures;

  constructor(
    @inject(ListingGateway) listings: Pick<ListingGateway, 'guestListing' | 'similarListings'>,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
  ) {
    this.#listings = listings;
    this.#errors = errors;
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable(this, { state: observableRef, similar: observableRef }, { autoBind: true });
  }

  /** Shows the home for this address; the same address twice loads once, a newer one wins. */
  async opened(listingId: string, search: string): Promise<void> {
    const key = `${listingId}?${search}`;
    if (this.#shown === key) return;
    // Only the stay changed (dates, guests): the home stays on screen while it loads again, so
    // the panel the guest is using (an open guests stepper, the focus) is not torn down.
    const sameHome = this.#shown?.startsWith(`${listingId}?`) === true && this.state.status === 'ready';
    this.#shown = key;
    const stay = stayDatesOf(parseListingSearch(search));
    if (!sameHome) {
      this.state = { status: 'loading' };
      this.similar = [];
    }

    const [home, similar] = await Promise.all([
      this.#listings.guestListing(listingId, stay ?? {}),
      this.#listings.similarListings(listingId),
    ]);
    if (this.#shown !== key) return;
    this.homeLoaded(listingId, home, similar);
    if (E.isLeft(home)) {
      if (home.left.kind !== 'not-found') this.#errors.report(home.left, { during: 'loading a home' });
      return;
    }
    if (E.isLeft(similar)) this.#errors.report(similar.left, { during: 'loading similar homes' });
  }

  private homeLoaded(
    listingId: string,
    home: E.Either<AppError, ListingDetails>,
    similar: E.Either<AppError, readonly SimilarListing[]>,
  ): void {
    this.state = E.isRight(home)
      ? { status: 'ready', home: home.right }
      : { status: 'failed', error: shownFailure(home.left) };
    if (E.isRight(similar)) this.similar = similar.right.filter((other) => other.objectId !== listingId);
  }

  /**
   * A photo that failed: the photo falls back on its own; the failure is reported once
   * (docs/product/errors.md#image-failures).
   */
  imageFailed(failure: ImageFailure, url: string): void {
    this.#photoFailures.failed(failure, url);
  }
}
