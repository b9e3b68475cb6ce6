import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  initialSessionRoles,
  loadSessionRoles,
  RoleGateway,
  type SessionRoles,
  type SessionRolesEvent,
  sessionRolesTransition,
} from '../../core/session/index.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from './shell.view-model.js';

/**
 * The roles the session carries (docs/product/roles.md#role-list): fetched for the signed-in
 * user (GET /api/my-roles) when a screen first needs them, once per user, with their loading
 * flag. A failure is the page-load error of docs/product/errors.md#load-failures. One for the
 * whole app (bound as a singleton), as the session is.
 */
@injectable()
export class SessionRolesViewModel {
  roles: SessionRoles = initialSessionRoles;
  #forUser: string | null = null;
  readonly #gateway: Pick<RoleGateway, 'myRoles'>;
  readonly #shell: ShellViewModel;

  constructor(@inject(RoleGateway) gateway: RoleGateway, @inject(ShellViewModel) shell: ShellViewModel) {
    this.#gateway = gateway;
    this.#shell = shell;
    makeAutoObservable(this, { roles: observableRef });
  }

  /** Whether the signed-in user holds the role, as far as the roles loaded say. */
  holds(role: string): boolean {
    return this.roles.names.includes(role);
  }

  /** The signed-in user's roles, fetched once per user; nobody signed in holds none. */
  async needed(): Promise<void> {
    const session = this.#shell.session;
    if (session.status !== 'authenticated') {
      this.#forUser = null;
      this.apply({ type: 'cleared' });
      return;
    }
    const userId = session.user.objectId;
    if (this.#forUser === userId) return;
    this.#forUser = userId;
    this.apply({ type: 'loading' });
    const loaded = await loadSessionRoles({ roles: this.#gateway });
    if (this.#forUser !== userId) return; // another user signed in meanwhile
    if (E.isLeft(loaded)) {
      this.#forUser = null;
      this.apply({ type: 'failed' });
      this.#shell.errorRaised(loaded.left);
      return;
    }
    this.apply({ type: 'loaded', names: loaded.right });
  }

  private apply(event: SessionRolesEvent): void {
    this.roles = sessionRolesTransition(this.roles, event);
  }
}
