import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/index.js';
import { safeReturnUrl } from '../../core/navigation/index.js';
import { OfflineData, purgeOfflineData } from '../../core/offline/index.js';
import {
  PortalGateway,
  SessionGateway,
  SessionSignals,
  type SignUpFields,
  signIn,
  signUp,
  startSession,
} from '../../core/session/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { CookieJar } from '../../core/storage/index.js';
import { inject } from '../di/inject.js';

export type PortalFormState =
  | { readonly status: 'idle' }
  | { readonly status: 'submitting' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'done'; readonly redirectTo: string };

export type { SignUpFields };

interface Deps {
  readonly portal: PortalGateway;
  readonly sessions: Pick<SessionGateway, 'logout' | 'currentUser'>;
  readonly cookies: Pick<CookieJar, 'set'>;
  readonly signals: Pick<SessionSignals, 'announce'>;
  readonly analytics: Pick<AnalyticsSink, 'alias' | 'identify'>;
  readonly offlineData: OfflineData;
}

/** The single sign-on portal: sign in, sign up and sign out, then back to where the guest came from. */
@injectable()
export class PortalViewModel {
  form: PortalFormState = { status: 'idle' };
  readonly config: AppConfig;
  readonly #deps: Deps;
  // Observable (not #private): `destination` is computed from them, and the sign-out screen shows it.
  private returnUrl: string | null = null;
  private pageOrigin = '';

  constructor(
    @inject(PortalGateway) portal: PortalGateway,
    @inject(SessionGateway) sessions: Deps['sessions'],
    @inject(CookieJar) cookies: CookieJar,
    @inject(SessionSignals) signals: Deps['signals'],
    @inject(AnalyticsSink) analytics: Deps['analytics'],
    @inject(AppConfig) config: AppConfig,
    @inject(OfflineData) offlineData: OfflineData,
  ) {
    this.#deps = { portal, sessions, cookies, signals, analytics, offlineData };
    this.config = config;
    makeAutoObservable(this, { config: false });
  }

  /** Where the guest goes afterwards: the return URL if its origin is ours, else the app's home. */
  get destination(): string {
    if (!this.pageOrigin) return `${this.config.appUrl}/itineraries`;
    const home = new URL(`${this.config.appUrl}/itineraries`, this.pageOrigin).href;
    const appOrigin = new URL(home).origin;
    return safeReturnUrl(this.returnUrl, [appOrigin], this.pageOrigin, home);
  }

  portalOpened(returnUrl: string | null, pageOrigin: string): void {
    this.returnUrl = returnUrl;
    this.pageOrigin = pageOrigin;
    this.form = { status: 'idle' };
  }

  async signInSubmitted(email: string, password: string): Promise<void> {
    if (this.form.status === 'submitting') return;
    this.form = { status: 'submitting' };
    const result = await signIn(this.#deps, email, password);
    if (E.isLeft(result)) return this.fail(result.left.message);
    this.#deps.signals.announce('login');
    this.done();
  }

  async signUpSubmitted(fields: SignUpFields): Promise<void> {
    if (this.form.status === 'submitting') return;
    this.form = { status: 'submitting' };
    const result = await signUp(this.#deps, fields);
    if (E.isLeft(result)) return this.fail(result.left.message);
    this.#deps.signals.announce('signup');
    this.done();
  }

  async signOutRequested(): Promise<void> {
    this.form = { status: 'submitting' };
    // The trip kept for offline goes with the session: cached answers, documents, IndexedDB.
    await Promise.all([this.#deps.sessions.logout(), purgeOfflineData(this.#deps)]); // the cookie goes even when the backend is unreachable
    this.#deps.signals.announce('logout');
    this.done();
  }

  /**
   * A session began here (signed in, signed up, or through an account link): the cookies
   * hold it for the app, the app's open tabs are told, and the guest goes on.
   */
  sessionStarted(token: string, email: string, event: 'login' | 'signup'): void {
    startSession(this.#deps.cookies, token, email);
    this.#deps.signals.announce(event);
    this.done();
  }

  private done(): void {
    this.form = { status: 'done', redirectTo: this.destination };
  }

  private fail(message: string): void {
    this.form = { status: 'failed', message };
  }
}
