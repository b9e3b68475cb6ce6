import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SessionGateway } from '../../core/session/index.js';
import { SessionUser } from '../../core/session/index.js';
import { type CookieJar, SESSION_COOKIE } from '../../core/storage/index.js';
import type { RestClient } from './rest-client.js';

/** The session backend: the current user and signing out (docs/product/calls.md#session-backend). */
export class RestSessionGateway implements SessionGateway {
  constructor(
    private readonly auth: RestClient,
    private readonly cookies: Pick<CookieJar, 'remove'>,
  ) {}

  currentUser() {
    return this.auth.get('/current-user', SessionUser, { what: 'current user' });
  }

  async logout() {
    const result = await this.auth.post('/logout', t.unknown);
    // The cookie goes even if the backend could not be reached: the guest asked to leave.
    this.cookies.remove(SESSION_COOKIE);
    return E.map(() => undefined)(result);
  }
}
