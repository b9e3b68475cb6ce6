import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import {
  AccountGateway,
  AccountLink,
  ContactInfoChange,
  FinalizeAccountDetails,
  ResetLinkRequested,
} from '../../../src/core/session/account-gateway.port.js';
import type { ContactInfo } from '../../../src/core/session/contact-info.entity.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';

/**
 * One account link (`link`) for ada@example.com, answering as the host does: another
 * e-mail gets the wrong-email 409, a used link 409, any other token 404. A reset request gets
 * `resetAnswer`, the host's one answer to every e-mail unless a test says otherwise.
 */
export class InMemoryAccountGateway implements AccountGateway {
  readonly link: AccountLink = { email: 'ada@example.com', token: 'A'.repeat(43) };
  used = false;
  signedIn = true;
  contact: ContactInfo = { firstName: 'Ada', lastName: 'Guest', email: 'ada@example.com', phone: null };
  readonly calls: unknown[] = [];
  resetAnswer: E.Either<AppError, ResetLinkRequested> = E.right({ linkValidMinutes: 60 });

  private redeem(link: AccountLink) {
    if (link.token !== this.link.token)
      return E.left(appError('not-found', 'This link is not valid', { status: 404 }));
    if (this.used) return E.left(appError('conflict', 'This link has already been used', { status: 409 }));
    if (link.email.toLowerCase() !== this.link.email)
      return E.left(
        appError('conflict', 'This link was sent for another e-mail address: ad*@example.com', {
          status: 409,
        }),
      );
    this.used = true;
    return E.right({ sessionToken: 'session-after-link' });
  }

  async requestPasswordReset(email: string) {
    this.calls.push({ requestPasswordReset: email });
    return this.resetAnswer;
  }

  async setPassword(link: AccountLink, password: string) {
    this.calls.push({ setPassword: { ...link, password } });
    return this.redeem(link);
  }

  async finalizeAccount(details: FinalizeAccountDetails) {
    this.calls.push({ finalizeAccount: details });
    return this.redeem(details);
  }

  async contactInfo() {
    return this.signedIn
      ? E.right(this.contact)
      : E.left(appError('unauthorized', 'User is not signed in.', { status: 401 }));
  }

  async saveContactInfo(change: ContactInfoChange) {
    this.calls.push({ saveContactInfo: change });
    if (!this.signedIn) return E.left(appError('unauthorized', 'User is not signed in.', { status: 401 }));
    this.contact = { ...this.contact, ...change, phone: change.phone?.replace(/\D/g, '') ?? null };
    return E.right(this.contact);
  }
}

/** Serves the account port from `gateway`, whether or not the container binds one already. */
export const serveAccounts = (container: Container, gateway: InMemoryAccountGateway): void => {
  if (container.isBound(AccountGateway)) container.unbind(AccountGateway);
  container.bind<AccountGateway>(AccountGateway).toConstantValue(gateway);
};
