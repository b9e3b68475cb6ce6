import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { BookingContext, BookingItemRef, BookingState } from '../../core/booking/index.js';
import {
  BookingContextGateway,
  type BookingContextsEvent,
  type BookingContextsState,
  bookingContextsTransition,
  contextById,
  createBookingContext,
  initialBookingContextsState,
  loadBookingContexts,
  openingDecision,
  SerialQueue,
  saveBookingContext,
} from '../../core/booking/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { AppError } from '../../core/shared/index.js';
import { CookieJar, KeyValueStore } from '../../core/storage/index.js';
import { inject } from '../di/inject.js';

type Gateway = Pick<
  BookingContextGateway,
  'attachBookingContexts' | 'myBookingContexts' | 'bookingContextsByIds' | 'saveBookingContext'
>;

/**
 * The guest's booking contexts (docs/product/flows.md#booking-contexts), one owner for the
 * whole app: a home's panel and a service's form both book through them, and a context made
 * signed out must be the one attached at sign-in. Saves go through one queue, one at a time.
 */
@injectable('Singleton')
export class BookingContextsViewModel {
  state: BookingContextsState = initialBookingContextsState;
  /** Who the contexts were loaded for: loading again is needed only when that changes. */
  #loadedFor: 'signed-in' | 'anonymous' | null = null;
  #loading: Promise<void> | null = null;
  readonly #saves = new SerialQueue();
  readonly #deps: {
    readonly gateway: Gateway;
    readonly store: KeyValueStore;
    readonly cookies: Pick<CookieJar, 'get'>;
    readonly errors: ErrorReporter;
  };

  constructor(
    @inject(BookingContextGateway) gateway: Gateway,
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(CookieJar) cookies: Pick<CookieJar, 'get'>,
    @inject(ErrorReporter) errors: ErrorReporter,
  ) {
    this.#deps = { gateway, store, cookies, errors };
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /**
   * Loads the contexts for who is here now: after sign-in the anonymous ones are attached
   * first (loadBookingContexts). Loading twice for the same visitor waits for the first.
   */
  ready(signedIn: boolean): Promise<void> {
    const who = signedIn ? 'signed-in' : 'anonymous';
    if (this.#loadedFor === who && this.#loading) return this.#loading;
    this.#loadedFor = who;
    this.apply({ type: 'load-started' });
    this.#loading = loadBookingContexts(
      {
        gateway: this.#deps.gateway,
        store: this.#deps.store,
        cookies: this.#deps.cookies,
        errors: this.#deps.errors,
      },
      signedIn,
    ).then((contexts) => this.apply({ type: 'loaded', contexts }));
    return this.#loading;
  }

  /**
   * The item's context holding these choices, saved on the host: reused when one exists,
   * created otherwise (an anonymous visitor's id kept in the browser until sign-in). Answers
   * the context as saved, or why it could not be.
   */
  async saved(
    item: BookingItemRef,
    bookingState: BookingState,
    options: { readonly anonymous: boolean },
  ): Promise<E.Either<AppError, BookingContext>> {
    if (this.#loading) await this.#loading;
    const decision = openingDecision(this.state, item);
    const deps = { ...this.#deps, saves: this.#saves };
    if (decision.action !== 'reuse') {
      this.apply({ type: 'creation-started' });
      const created = await createBookingContext(deps, { item, bookingState, storeId: options.anonymous });
      this.apply(
        E.isRight(created) ? { type: 'created', context: created.right } : { type: 'creation-failed' },
      );
      return created;
    }
    const contextId = decision.context.objectId;
    this.apply({ type: 'activated', contextId });
    this.apply({ type: 'fields-merged', contextId, fields: bookingState });
    const merged = contextById(this.state, contextId) ?? decision.context;
    const saved = await saveBookingContext(deps, merged);
    if (E.isRight(saved)) this.apply({ type: 'saved', context: saved.right });
    return saved;
  }

  private apply(event: BookingContextsEvent): void {
    this.state = bookingContextsTransition(this.state, event);
  }
}
