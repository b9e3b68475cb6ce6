import type * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ClientLead } from '../../core/lead/index.js';
import { LeadGateway, loadTripLead } from '../../core/lead/index.js';
import {
  channelBrand,
  MarketGateway,
  type MarketSupportInfo,
  marketIdOfPath,
  marketOfPath,
  supportEmailFor,
  supportProductLine,
} from '../../core/market/index.js';
import { pageViewProperties, sendsGenericPageView } from '../../core/navigation/index.js';
import type { Partner } from '../../core/partner/index.js';
import type { SessionUser } from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { type StartupResult, startApp } from '../../core/startup/index.js';
import { Clock } from '../../core/time/index.js';
import { pageCodeOf } from '../components/error-catalogue.js';
import { inject } from '../di/inject.js';
import { type SessionState, SessionViewModel } from './session.view-model.js';

export type { SessionState };

/** Page names for analytics: the itinerary view is 'itinerary' (docs/product/routes.md#page-views). */
export const pageName = (pathname: string): string => {
  if (/^\/itineraries\/[^/]+$/.test(pathname)) return 'itinerary';
  return pathname.split('/').filter(Boolean)[0] ?? 'home';
};

interface Deps {
  readonly leads: Pick<LeadGateway, 'lead' | 'itineraryLead'>;
  readonly markets: Pick<MarketGateway, 'publishedPartner' | 'market'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly analytics: Pick<AnalyticsSink, 'page'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * State the whole app shares: who is signed in (kept by SessionViewModel), the lead and
 * partner of the visit, the app error, the market in view. On start the session, the lead and
 * the partner are fetched side by side and shown together (docs/product/overview.md#start-up).
 */
@injectable()
export class ShellViewModel {
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
  readonly #sessions: SessionViewModel;
  readonly #deps: Deps;
  #started = false;
  /** The market the address last named, asked for once per market. */
  #pathMarketId: string | null = null;
  #tripLeadAsked: string | null = null;

  constructor(
    @inject(SessionViewModel) sessions: SessionViewModel,
    @inject(LeadGateway) leads: Deps['leads'],
    @inject(MarketGateway) markets: Deps['markets'],
    @inject(Clock) clock: Deps['clock'],
    @inject(AnalyticsSink) analytics: Deps['analytics'],
    @inject(ErrorReporter) errors: Deps['errors'],
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#sessions = sessions;
    this.#deps = { leads, markets, clock, analytics, errors };
    this.config = config;
    makeAutoObservable(this, { config: false });
  }

  get session(): SessionState {
    return this.#sessions.session;
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
   * Loads the user, the lead and the partner named in the URL, once, side by side; the
   * session is shown only with the lead, so full-screen loading lasts until all have
   * answered. Then the session is kept in sync.
   */
  async appStarted(search: string): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { fetch, answer } = this.#sessions.fetchStarted();
    const deps = { ...this.#deps, campaignPartners: this.config.campaignPartners };
    const [session, startup] = await Promise.all([answer, startApp(deps, new URLSearchParams(search))]);
    this.started(fetch, session, startup);
    this.#sessions.keptInSync();
  }

  private started(fetch: number, session: E.Either<AppError, SessionUser>, startup: StartupResult): void {
    this.#sessions.fetched(fetch, session);
    this.lead = startup.lead;
    this.partner = startup.partner;
    this.productLine = startup.params.productLine ?? startup.lead?.productLine ?? null;
    this.leadSource = startup.params.leadSource;
    this.redirectTo = startup.redirectTo;
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
}
