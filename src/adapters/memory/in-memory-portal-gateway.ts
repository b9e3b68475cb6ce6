import * as E from 'fp-ts/lib/Either.js';
import type { PortalGateway } from '../../core/session/index.js';
import { appError } from '../../core/shared/index.js';

/** One known account; every other sign-in fails like the real host does. */
export class InMemoryPortalGateway implements PortalGateway {
  readonly accounts = new Map<string, string>([['guest@keyhaven.test', 'vacation-demo-1']]);
  signUps: { email: string }[] = [];

  async login(username: string, password: string) {
    return this.accounts.get(username) === password
      ? E.right({ sessionToken: `token-for-${username}` })
      : E.left(appError('unauthorized', 'Invalid e-mail or password', { status: 401 }));
  }

  async signUp(details: { email: string; password: string; firstName: string; lastName: string }) {
    if (this.accounts.has(details.email)) {
      return E.left(appError('conflict', 'An account with this e-mail already exists', { status: 409 }));
    }
    this.accounts.set(details.email, details.password);
    this.signUps.push({ email: details.email });
    return E.right({ token: `token-for-${details.email}` });
  }
}
