import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ExternalNavigation, portalSignInUrl } from '../../core/navigation/index.js';
import { checkScreenRoles, RoleGateway, shownSessionStatus } from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';
import { SessionRolesViewModel } from './session-roles.view-model.js';
import { ShellViewModel } from './shell.view-model.js';

export type RoleGateState =
  | { readonly status: 'checking' }
  | { readonly status: 'allowed' }
  | { readonly status: 'refused'; readonly message: string };

/**
 * A screen that requires roles (docs/product/roles.md#screens-that-need-a-role): the session is
 * required, so a signed-out guest reads 'loading' while the portal's sign-in is reached
 * (shownSessionStatus); a signed-in user's roles are checked with the host, one by one
 * (checkScreenRoles), and a refusal shows its words ('User does not have required role.').
 * The session's roles (SessionRolesViewModel) load alongside.
 */
@injectable()
export class RoleGateViewModel {
  state: RoleGateState = { status: 'checking' };
  #checked: string | null = null;
  readonly #deps: {
    readonly roles: Pick<RoleGateway, 'checkRole'>;
    readonly navigation: Pick<ExternalNavigation, 'leaveFor'>;
    readonly shell: ShellViewModel;
    readonly sessionRoles: SessionRolesViewModel;
    readonly config: AppConfig;
  };

  constructor(
    @inject(RoleGateway) roles: RoleGateway,
    @inject(ExternalNavigation) navigation: ExternalNavigation,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(SessionRolesViewModel) sessionRoles: SessionRolesViewModel,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { roles, navigation, shell, sessionRoles, config };
    makeAutoObservable(this);
  }

  /** The session as the gated screen sees it: 'loading' while a signed-out guest goes to sign in. */
  get sessionStatus() {
    return shownSessionStatus(this.#deps.shell.session.status, true).status;
  }

  /** The screen opened (or the session changed) at `pageUrl`, requiring these roles. */
  async opened(required: readonly string[], pageUrl: string): Promise<void> {
    const session = this.#deps.shell.session;
    if (shownSessionStatus(session.status, true).fireUnauthenticated) {
      this.#checked = null;
      // Accounts with a role are never made by signing up: the portal offers sign-in only.
      this.#deps.navigation.leaveFor(portalSignInUrl(this.#deps.config.ssoUrl, pageUrl, ['sign-in-only']));
      return;
    }
    if (session.status !== 'authenticated') return;
    const key = `${session.user.objectId}:${required.join(',')}`;
    if (this.#checked === key) return;
    this.#checked = key;
    this.state = { status: 'checking' };
    const [checked] = await Promise.all([
      checkScreenRoles(this.#deps, required),
      this.#deps.sessionRoles.needed(),
    ]);
    if (this.#checked !== key) return;
    this.settled(checked);
  }

  private settled(checked: E.Either<AppError, void>): void {
    if (E.isRight(checked)) {
      this.state = { status: 'allowed' };
      return;
    }
    const error = checked.left;
    this.state = { status: 'refused', message: error.message };
    // Lacking the role, or a session gone in between, is an answer; the host unreachable is a
    // page-load error.
    if (error.kind !== 'forbidden' && error.kind !== 'unauthorized') this.#deps.shell.errorRaised(error);
  }
}
