import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import { type MarketSupportInfo, supportEmailFor } from '../../core/market/support-email.rule.js';
import { pageViewProperties, sendsGenericPageView } from '../../core/navigation/page-view.rule.js';
import { SessionGateway } from '../../core/session/session-gateway.port.js';
import type { SessionUser } from '../../core/session/session-user.entity.js';
import { AppConfig } from '../../core/shared/app-config.js';
import type { AppError } from '../../core/shared/app-error.js';

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'authenticated'; readonly user: SessionUser }
  | { readonly status: 'unauthenticated' };

/** Page names for analytics: the itinerary view is 'itinerary' (SPEC section 2). */
export const pageName = (pathname: string): string => {
  if (/^\/itineraries\/[^/]+$/.test(pathname)) return 'itinerary';
  return pathname.split('/').filter(Boolean)[0] ?? 'home';
};

/** State the whole app shares: who is signed in, the app error, the market in view. */
@injectable()
export class ShellViewModel {
  session: SessionState = { status: 'loading' };
  appError: AppError | null = null;
  market: MarketSupportInfo | null = null;
  productLine: string | null = null;
  private started = false;

  constructor(
    @inject(SessionGateway) private readonly sessions: Pick<SessionGateway, 'currentUser'>,
    @inject(AnalyticsSink) private readonly analytics: AnalyticsSink,
    @inject(ErrorReporter) private readonly errors: ErrorReporter,
    @inject(AppConfig) readonly config: AppConfig,
  ) {
    makeAutoObservable<ShellViewModel, 'sessions' | 'analytics' | 'errors' | 'started'>(this, {
      sessions: false,
      analytics: false,
      errors: false,
      config: false,
      started: false,
    });
  }

  get isLoggedIn(): boolean {
    return this.session.status === 'authenticated';
  }

  /** Full-screen loading shows while the user loads (SPEC section 2). */
  get isStarting(): boolean {
    return this.session.status === 'loading';
  }

  get supportEmail(): string {
    return supportEmailFor(this.market, this.productLine, this.config.bugsEmail);
  }

  async appStarted(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const result = await this.sessions.currentUser();
    runInAction(() => {
      // Signed-in is detected by fetching the user; a failure means nobody (SPEC section 6).
      this.session = E.isRight(result)
        ? { status: 'authenticated', user: result.right }
        : { status: 'unauthenticated' };
    });
    if (E.isLeft(result) && result.left.kind !== 'unauthorized') {
      this.errors.report(result.left, { during: 'session fetch' });
    }
  }

  pathChanged(pathname: string, search: string): void {
    this.appError = null; // the app error clears on path change (SPEC section 4)
    if (sendsGenericPageView(pathname)) {
      this.analytics.page(pageName(pathname), pageViewProperties(pathname, search));
    }
  }

  errorRaised(error: AppError): void {
    this.appError = error;
  }

  marketEntered(market: MarketSupportInfo | null, productLine: string | null): void {
    this.market = market;
    this.productLine = productLine;
  }
}
