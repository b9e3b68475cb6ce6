import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import type { AppError } from '../shared/app-error.js';
import { StateCell } from '../shared/state-cell.js';
import { type CookieJar, SESSION_COOKIE } from '../storage/cookie-jar.port.js';
import type { Clock } from '../time/clock.port.js';
import type { Scheduler } from '../time/scheduler.port.js';
import { type FetchSessionDeps, fetchSession } from './fetch-session.use-case.js';
import type { SessionGateway } from './session-gateway.port.js';
import { SESSION_REFETCH_INTERVAL_SECONDS, shouldRefetch } from './session-refetch.rule.js';
import { shownSessionStatus } from './session-status.rule.js';
import { triggersSessionRefetch } from './session-storage-events.rule.js';
import type { SessionUser } from './session-user.entity.js';

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'authenticated'; readonly user: SessionUser }
  | { readonly status: 'unauthenticated'; readonly error: AppError };

export interface SessionTrackerDeps extends FetchSessionDeps {
  readonly cookies: Pick<CookieJar, 'get' | 'remove'>;
  readonly sessions: Pick<SessionGateway, 'become' | 'logout'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly scheduler: Pick<Scheduler, 'every'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface SessionTrackerOptions {
  /** The page needs a signed-in guest: a signed-out one reads 'loading' (SPEC 4). */
  readonly required?: boolean;
  readonly requiredRoles?: readonly string[];
  /** Fires when a required session turns out signed out; typically goes to the portal. */
  readonly onUnauthenticated?: () => void;
  /** Refetch every SESSION_REFETCH_INTERVAL_SECONDS (SPEC 4 "optionally polled"). */
  readonly poll?: boolean;
  /** How a logout reloads the page; the core cannot reload it itself. */
  readonly reloadPage?: () => void;
}

// Being signed out or lacking a role is an answer, not a fault worth reporting.
const isExpected = (error: AppError): boolean => error.kind === 'unauthorized' || error.kind === 'forbidden';

/** The session status machine of SPEC 4: loading, then authenticated or unauthenticated. */
export class SessionTracker {
  private readonly cell = new StateCell<SessionState>({ status: 'loading' });
  private lastSyncMs: number | null = null;
  private latestFetch = 0;
  private stopPolling: (() => void) | null = null;

  constructor(
    private readonly deps: SessionTrackerDeps,
    private readonly options: SessionTrackerOptions = {},
  ) {}

  /** The state as the page shows it: a required session that is signed out reads 'loading'. */
  getState(): SessionState {
    const state = this.cell.get();
    const shown = shownSessionStatus(state.status, this.options.required === true);
    return shown.status === state.status ? state : { status: 'loading' };
  }

  subscribe(listener: (state: SessionState) => void): () => void {
    return this.cell.subscribe(() => listener(this.getState()));
  }

  /** On mount: the first fetch, and the poll when asked for. */
  start(): Promise<void> {
    if (this.options.poll && !this.stopPolling) {
      this.stopPolling = this.deps.scheduler.every(SESSION_REFETCH_INTERVAL_SECONDS * 1000, () => {
        void this.refetch();
      });
    }
    return this.refetch();
  }

  stop(): void {
    this.stopPolling?.();
    this.stopPolling = null;
  }

  /** Another tab (or this one) signed in, up or out: SPEC 4 storage-type events. */
  storageEventReceived(eventType: string | null | undefined): Promise<void> {
    return triggersSessionRefetch(eventType) ? this.refetch() : Promise.resolve();
  }

  async refetch(options: { readonly forced?: boolean } = {}): Promise<void> {
    const nowMs = this.deps.clock.now().getTime();
    if (!shouldRefetch(this.lastSyncMs, nowMs, options.forced === true)) return;
    this.lastSyncMs = nowMs;
    this.latestFetch += 1;
    const fetchNumber = this.latestFetch;
    const result = await fetchSession(this.deps, this.options.requiredRoles);
    // A later fetch (say, after a logout) already speaks for the present.
    if (fetchNumber !== this.latestFetch) return;
    if (E.isLeft(result) && !isExpected(result.left)) {
      this.deps.errors.report(result.left, { during: 'session fetch' });
    }
    const wasSignedOut = this.cell.get().status === 'unauthenticated';
    this.cell.set(
      E.isRight(result)
        ? { status: 'authenticated', user: result.right }
        : { status: 'unauthenticated', error: result.left },
    );
    const shown = shownSessionStatus(this.cell.get().status, this.options.required === true);
    // Once per sign-out, not on every poll that finds the guest still signed out.
    if (shown.fireUnauthenticated && !wasSignedOut) this.options.onUnauthenticated?.();
  }

  /**
   * SPEC 4: the cookie goes first (even if the backend is unreachable, the guest asked to
   * leave), then the backend session, then the status is refreshed. The page reloads
   * unless the caller asks for { reload: false }.
   */
  async logout(options: { readonly reload?: boolean } = {}): Promise<void> {
    this.deps.cookies.remove(SESSION_COOKIE);
    const result = await this.deps.sessions.logout();
    if (E.isLeft(result)) this.deps.errors.report(result.left, { during: 'logout' });
    await this.refetch({ forced: true });
    if (options.reload !== false) this.options.reloadPage?.();
  }
}
