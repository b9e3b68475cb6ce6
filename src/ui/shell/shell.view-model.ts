import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ClientLead } from '../../core/lead/client-lead.entity.js';
import { LeadGateway } from '../../core/lead/lead-gateway.port.js';
import { MarketGateway } from '../../core/market/market-gateway.port.js';
import { type MarketSupportInfo, supportEmailFor } from '../../core/market/support-email.rule.js';
import { pageViewProperties, sendsGenericPageView } from '../../core/navigation/page-view.rule.js';
import type { Partner } from '../../core/partner/partner.entity.js';
import { SessionGateway } from '../../core/session/session-gateway.port.js';
import type { SessionUser } from '../../core/session/session-user.entity.js';
import { AppConfig } from '../../core/shared/app-config.js';
import type { AppError } from '../../core/shared/app-error.js';
import { startApp } from '../../core/startup/start-app.use-case.js';
import { Clock } from '../../core/time/clock.port.js';

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
  lead: ClientLead | null = null;
  partner: Partner | null = null;
  market: MarketSupportInfo | null = null;
  productLine: string | null = null;
  /** Where startup wants the guest to go (the active lead's trip), once. */
  redirectTo: string | null = null;
  private started = false;

  constructor(
    @inject(SessionGateway) private readonly sessions: Pick<SessionGateway, 'currentUser'>,
    @inject(LeadGateway) private readonly leads: Pick<LeadGateway, 'lead'>,
    @inject(MarketGateway) private readonly markets: Pick<MarketGateway, 'publishedPartner'>,
    @inject(Clock) private readonly clock: Clock,
    @inject(AnalyticsSink) private readonly analytics: AnalyticsSink,
    @inject(ErrorReporter) private readonly errors: ErrorReporter,
    @inject(AppConfig) readonly config: AppConfig,
  ) {
    makeAutoObservable<
      ShellViewModel,
      'sessions' | 'leads' | 'markets' | 'clock' | 'analytics' | 'errors' | 'started'
    >(this, {
      sessions: false,
      leads: false,
      markets: false,
      clock: false,
      analytics: false,
      errors: false,
      config: false,
      started: false,
    });
  }

  get isLoggedIn(): boolean {
    return this.session.status === 'authenticated';
  }

  /** Full-screen loading shows while the user or lead loads (SPEC section 2). */
  get isStarting(): boolean {
    return this.session.status === 'loading';
  }

  get supportEmail(): string {
    return supportEmailFor(this.market, this.productLine, this.config.bugsEmail);
  }

  /** Loads the user, the lead and the partner named in the URL (SPEC 1), once. */
  async appStarted(search: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    const startup = await startApp(
      {
        sessions: this.sessions,
        leads: this.leads,
        markets: this.markets,
        clock: this.clock,
        errors: this.errors,
      },
      new URLSearchParams(search),
    );
    runInAction(() => {
      // Signed-in is detected by fetching the user; a failure means nobody (SPEC section 6).
      this.session = startup.user
        ? { status: 'authenticated', user: startup.user }
        : { status: 'unauthenticated' };
      this.lead = startup.lead;
      this.partner = startup.partner;
      this.productLine = startup.params.productLine ?? startup.lead?.productLine ?? null;
      this.redirectTo = startup.redirectTo;
    });
  }

  redirectFollowed(): void {
    this.redirectTo = null;
  }

  pathChanged(pathname: string, search: string): void {
    this.appError = null; // the app error clears on path change (SPEC section 4)
    if (sendsGenericPageView(pathname)) {
      this.analytics.page(pageName(pathname), pageViewProperties(pathname, search));
    }
  }

  /**
   * A page could not load what it needs. A refusal the host explained (4xx) keeps its
   * status and message (SPEC 8: a custom message overrides); a server failure, a garbled
   * answer or no answer at all is reported with its technical detail and shown to the guest
   * as the catalogue's internal error, never as that detail.
   */
  errorRaised(error: AppError): void {
    const hostRefused = error.status !== undefined && error.status < 500;
    if (hostRefused || error.kind === 'page-load' || error.kind === 'not-found') {
      this.appError = error;
      return;
    }
    this.errors.report(error, { during: 'page load' });
    this.appError = { kind: error.kind, message: '', status: error.status ?? 500 };
  }

  marketEntered(market: MarketSupportInfo | null, productLine: string | null): void {
    this.market = market;
    this.productLine = productLine;
  }
}
