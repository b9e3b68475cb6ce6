import type * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { SessionUser } from '../../core/session/index.js';
import {
  fetchSession,
  identifyGuest,
  initialSessionFlowState,
  SESSION_REFETCH_INTERVAL_SECONDS,
  type SessionEvent,
  type SessionFlowState,
  SessionGateway,
  SessionSignals,
  type SessionState,
  sessionTransition,
  shouldRefetch,
  triggersSessionRefetch,
} from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import { CookieJar } from '../../core/storage/index.js';
import { Clock, Scheduler } from '../../core/time/index.js';
import { inject } from '../di/inject.js';

export type { SessionState };

/** A fetch of the session under way: its number, which its answer must carry, and the answer. */
export interface SessionFetch {
  readonly fetch: number;
  readonly answer: Promise<E.Either<AppError, SessionUser>>;
}

interface Deps {
  readonly cookies: Pick<CookieJar, 'get' | 'remove'>;
  readonly sessions: Pick<SessionGateway, 'currentUser'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly scheduler: Pick<Scheduler, 'every'>;
  readonly signals: Pick<SessionSignals, 'listen'>;
  readonly analytics: Pick<AnalyticsSink, 'identify'>;
}

/**
 * Who is signed in, kept up to date (docs/product/flows.md#session-status): the session is
 * fetched on start (the shell applies that first answer together with the visit's lead, so
 * full-screen loading lasts until both are in), again when another tab signs in or out (a
 * session signal), and every SESSION_REFETCH_INTERVAL_SECONDS; a refetch within the guard of
 * the last one is skipped, and an answer older than the newest fetch is dropped. Analytics
 * learn who the guest is when the session first names them. One for the whole app.
 */
@injectable()
export class SessionViewModel {
  flow: SessionFlowState = initialSessionFlowState;
  readonly #deps: Deps;
  #keptInSync = false;

  constructor(
    @inject(CookieJar) cookies: Deps['cookies'],
    @inject(SessionGateway) sessions: Deps['sessions'],
    @inject(ErrorReporter) errors: Deps['errors'],
    @inject(Clock) clock: Deps['clock'],
    @inject(Scheduler) scheduler: Deps['scheduler'],
    @inject(SessionSignals) signals: Deps['signals'],
    @inject(AnalyticsSink) analytics: Deps['analytics'],
  ) {
    this.#deps = { cookies, sessions, errors, clock, scheduler, signals, analytics };
    makeAutoObservable(this, { flow: observableRef });
  }

  get session(): SessionState {
    return this.flow.session;
  }

  /** Asks who is signed in; the answer is applied by `fetched`, by whoever waits for it. */
  fetchStarted(): SessionFetch {
    this.apply({ type: 'fetch-started', atMs: this.#deps.clock.now().getTime() });
    return { fetch: this.flow.fetches, answer: fetchSession(this.#deps) };
  }

  fetched(fetch: number, result: E.Either<AppError, SessionUser>): void {
    this.apply({ type: 'fetched', fetch, result });
  }

  /** From now on, listens for other tabs signing in or out, and polls; once. */
  keptInSync(): void {
    if (this.#keptInSync) return;
    this.#keptInSync = true;
    this.#deps.signals.listen((event) => {
      if (triggersSessionRefetch(event)) void this.refetchRequested();
    });
    this.#deps.scheduler.every(SESSION_REFETCH_INTERVAL_SECONDS * 1000, () => void this.refetchRequested());
  }

  /** Asks who is signed in again, unless it was asked within the guard (or `forced`). */
  async refetchRequested(options: { readonly forced?: boolean } = {}): Promise<void> {
    const now = this.#deps.clock.now().getTime();
    if (!shouldRefetch(this.flow.lastSyncMs, now, options.forced === true)) return;
    const { fetch, answer } = this.fetchStarted();
    this.fetched(fetch, await answer);
  }

  private apply(event: SessionEvent): void {
    const before = this.flow.session;
    this.flow = sessionTransition(this.flow, event);
    identifyGuest(this.#deps.analytics, before, this.flow.session);
  }
}
