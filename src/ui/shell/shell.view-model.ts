import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ClientLead } from '../../core/lead/client-lead.entity.js';
import { LeadGateway } from '../../core/lead/lead-gateway.port.js';
import { loadTripLead } from '../../core/lead/load-trip-lead.use-case.js';
import { channelBrand, supportProductLine } from '../../core/market/distribution-channel.rule.js';
import { MarketGateway } from '../../core/market/market-gateway.port.js';
import { marketIdOfPath, marketOfPath } from '../../core/market/market-of-path.use-case.js';
import { type MarketSupportInfo, supportEmailFor } from '../../core/market/support-email.rule.js';
import { pageViewProperties, sendsGenericPageView } from '../../core/navigation/page-view.rule.js';
import type { Partner } from '../../core/partner/partner.entity.js';
import { fetchSession } from '../../core/session/fetch-session.use-case.js';
import { identifyGuest } from '../../core/session/guest-identity.rule.js';
import { SessionGateway } from '../../core/session/session-gateway.port.js';
import { SESSION_REFETCH_INTERVAL_SECONDS, shouldRefetch } from '../../core/session/session-refetch.rule.js';
import { SessionSignals } from '../../core/session/session-signals.port.js';
import {
  initialSessionFlowState,
  type SessionEvent,
  type SessionFlowState,
  type SessionState,
  sessionTransition,
} from '../../core/session/session-state.js';
import { triggersSessionRefetch } from '../../core/session/session-storage-events.rule.js';
import { AppConfig } from '../../core/shared/app-config.js';
import type { AppError } from '../../core/shared/app-error.js';
import { type StartupResult, startApp } from '../../core/startup/start-app.use-case.js';
import { CookieJar } from '../../core/storage/cookie-jar.port.js';
import { Clock } from '../../core/time/clock.port.js';
import { Scheduler } from '../../core/time/scheduler.port.js';
import { pageCodeOf } from '../components/error-catalogue.js';
import { inject } from '../di/inject.js';

export type { SessionState };

/** Page names for analytics: the itinerary view is 'itinerary' (docs/product/routes.md#page-views). */
export const pageName = (pathname: string): string => {
  if (/^\/itineraries\/[^/]+$/.test(pathname)) return 'itinerary';
  return pathname.split('/').filter(Boolean)[0] ?? 'home';
};

interface Deps {
  readonly cookies: Pick<CookieJar, 'get' | 'remove'>;
  readonly sessions: Pick<SessionGateway, 'currentUser'>;
  readonly leads: Pick<LeadGateway, 'lead' | 'itineraryLead'>;
  readonly markets: Pick<MarketGateway, 'publishedPartner' | 'market'>;
  readonly clock: Clock;
  readonly scheduler: Pick<Scheduler, 'every'>;
  readonly analytics: AnalyticsSink;
  readonly errors: ErrorReporter;
  readonly signals: Pick<SessionSignals, 'listen'>;
}

/**
 * State the whole app shares: who is signed in, the lead and partner of the visit, the app
 * error, the market in view. The session is fetched on start, again when another tab signs
 * in or out (a session signal), and every SESSION_REFETCH_INTERVAL_SECONDS; refetches within
 * the guard of the last one are skipped (docs/product/flows.md#session-status).
 */
@injectable()
export class ShellViewModel {
  sessionFlow: SessionFlowState = initialSessionFlowState;
  appError: AppError | null = null;
  lead: ClientLead | null = null;
  partner: Partner | null = null;
  market: MarketSupportInfo | null = null;
  productLine: string | null = null;
  /** The visit's lead source (docs/product/constants.md#preserved-url-parameters), for price requests. */
  leadSource: string | null = null;
  /** Where startup wants the guest to go (the active lead's trip), once. */
  redirectTo: string | null = null;
  readonly config: AppConfig;
  readonly #deps: Deps;
  #started = false;
  /** The market the address last named, asked for once per market. */
  #pathMarketId: string | null = null;
  #tripLeadAsked: string | null = null;

  constructor(
    @inject(CookieJar) cookies: Deps['cookies'],
    @inject(SessionGateway) sessions: Deps['sessions'],
    @inject(LeadGateway) leads: Deps['leads'],
    @inject(MarketGateway) markets: Deps['markets'],
    @inject(Clock) clock: Clock,
    @inject(Scheduler) scheduler: Deps['scheduler'],
    @inject(AnalyticsSink) analytics: AnalyticsSink,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(SessionSignals) signals: Deps['signals'],
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { cookies, sessions, leads, markets, clock, scheduler, analytics, errors, signals };
    this.config = config;
    makeAutoObservable(this, { config: false, sessionFlow: observableRef });
  }

  get session(): SessionState {
    return this.sessionFlow.session;
  }

  get isLoggedIn(): boolean {
    return this.session.status === 'authenticated';
  }

  /** Full-screen loading shows while the user or lead loads (docs/product/routes.md#loading-screens). */
  get isStarting(): boolean {
    return this.session.status === 'loading';
  }

  get supportEmail(): string {
    return supportEmailFor(this.market, supportProductLine(this.productLine), this.config.bugsEmail);
  }

  /** The brand the visit's distribution channel names the guest's account by. */
  get brand(): string {
    return channelBrand(this.productLine, this.config.productShortName);
  }

  /**
   * Where a guest writes to us (the footer's 'Contact us'): the market's product-line address,
   * else the concierge's, never the bugs address the error boundary falls back to.
   */
  get contactEmail(): string {
    return supportEmailFor(this.market, supportProductLine(this.productLine), this.config.supportEmail);
  }

  /**
   * Loads the user, the lead and the partner named in the URL, once; then listens for other
   * tabs signing in or out, and polls.
   */
  async appStarted(search: string): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const fetch = this.fetchStarted();
    const deps = { ...this.#deps, campaignPartners: this.config.campaignPartners };
    this.started(fetch, await startApp(deps, new URLSearchParams(search)));
    const { signals, scheduler } = this.#deps;
    signals.listen((event) => {
      if (triggersSessionRefetch(event)) void this.sessionRefetchRequested();
    });
    scheduler.every(SESSION_REFETCH_INTERVAL_SECONDS * 1000, () => void this.sessionRefetchRequested());
  }

  private started(fetch: number, startup: StartupResult): void {
    this.applySession({ type: 'fetched', fetch, result: startup.session });
    this.lead = startup.lead;
    this.partner = startup.partner;
    this.productLine = startup.params.productLine ?? startup.lead?.productLine ?? null;
    this.leadSource = startup.params.leadSource;
    this.redirectTo = startup.redirectTo;
  }

  /** Asks who is signed in again, unless it was asked within the guard (or `forced`). */
  async sessionRefetchRequested(options: { readonly forced?: boolean } = {}): Promise<void> {
    const { lastSyncMs } = this.sessionFlow;
    if (!shouldRefetch(lastSyncMs, this.#deps.clock.now().getTime(), options.forced === true)) return;
    const fetch = this.fetchStarted();
    const result = await fetchSession(this.#deps);
    this.applySession({ type: 'fetched', fetch, result });
  }

  redirectFollowed(): void {
    this.redirectTo = null;
  }

  pathChanged(pathname: string, search: string): void {
    this.appError = null; // the app error clears on path change (docs/product/flows.md#app-error)
    if (sendsGenericPageView(pathname)) {
      this.#deps.analytics.page(pageName(pathname), pageViewProperties(pathname, search));
    }
    void this.marketPathEntered(pathname);
  }

  /** A page under /markets/{marketId} makes its market known from the start (marketOfPath). */
  private async marketPathEntered(pathname: string): Promise<void> {
    const marketId = marketIdOfPath(pathname);
    if (marketId === null || marketId === this.#pathMarketId) return;
    this.#pathMarketId = marketId;
    const found = await marketOfPath(this.#deps.markets, pathname);
    // Only the market the address still names: a slower answer for a page left behind is dropped.
    if (found?.market && found.marketId === this.#pathMarketId)
      this.marketEntered(found.market, this.productLine);
  }

  /**
   * A page could not load what it needs. A refusal (a 4xx the host answered, or a rule's
   * unauthorized, forbidden or conflict) keeps its code and message
   * (docs/product/errors.md#error-page-catalogue: a custom message overrides); a
   * server failure, a garbled answer or no answer at all is reported with its technical
   * detail and shown to the guest as the catalogue's internal error, never as that detail.
   */
  errorRaised(error: AppError): void {
    const code = pageCodeOf(error);
    const refused = code !== undefined && code < 500;
    if (refused || error.kind === 'page-load' || error.kind === 'not-found') {
      this.appError = error;
      return;
    }
    this.#deps.errors.report(error, { during: 'page load' });
    this.appError = { kind: error.kind, message: '', status: error.status ?? 500 };
  }

  marketEntered(market: MarketSupportInfo | null, productLine: string | null): void {
    this.market = market;
    this.productLine = productLine;
  }

  /**
   * The guest opened a trip of theirs: when the visit knows no lead, the trip's lead becomes
   * the visit's (loadTripLead), once per trip.
   */
  async tripOpened(itineraryId: string): Promise<void> {
    if (this.lead || this.#tripLeadAsked === itineraryId) return;
    this.#tripLeadAsked = itineraryId;
    const lead = await loadTripLead(this.#deps, itineraryId, this.#deps.clock.now().toISOString());
    if (lead && !this.lead) this.leadFound(lead);
  }

  private leadFound(lead: ClientLead): void {
    this.lead = lead;
  }

  /** Starts a fetch of the session; answers its number, which its answer must carry. */
  private fetchStarted(): number {
    this.applySession({ type: 'fetch-started', atMs: this.#deps.clock.now().getTime() });
    return this.sessionFlow.fetches;
  }

  private applySession(event: SessionEvent): void {
    const before = this.sessionFlow.session;
    this.sessionFlow = sessionTransition(this.sessionFlow, event);
    identifyGuest(this.#deps.analytics, before, this.sessionFlow.session);
  }
}
