import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { ContactInfo } from './contact-info.entity.js';

/** A one-time account link, from the concierge or asked for by the guest: the e-mail it names and its token. */
export interface AccountLink {
  readonly email: string;
  readonly token: string;
}

export interface FinalizeAccountDetails extends AccountLink {
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  /** Omitted when the guest gives none. */
  readonly phone?: string;
}

export interface ContactInfoChange {
  readonly firstName: string;
  readonly lastName: string;
  /** null clears the phone. */
  readonly phone: string | null;
}

/** A new session, as setting a password or finalizing an account signs the guest in. */
export interface AccountSignIn {
  readonly sessionToken: string;
}

/**
 * A reset link was asked for. The host says the same whether or not an account has the
 * e-mail (so nobody learns which do), and how long a link it sends stays valid.
 */
export interface ResetLinkRequested {
  readonly linkValidMinutes: number;
}

/**
 * The portal's account operations (docs/product/calls.md#calls-beyond-this-list), beside
 * PortalGateway's sign-in and sign-up (docs/product/calls.md#auth-and-context): asking for a
 * link to set a forgotten password, setting a password and finalizing an account from such a
 * link (both sign the guest in), and the guest's contact information. The REST adapter of
 * PortalGateway serves both ports.
 */
export interface AccountGateway {
  requestPasswordReset(email: string): Promise<E.Either<AppError, ResetLinkRequested>>;
  setPassword(link: AccountLink, password: string): Promise<E.Either<AppError, AccountSignIn>>;
  finalizeAccount(details: FinalizeAccountDetails): Promise<E.Either<AppError, AccountSignIn>>;
  contactInfo(): Promise<E.Either<AppError, ContactInfo>>;
  saveContactInfo(change: ContactInfoChange): Promise<E.Either<AppError, ContactInfo>>;
}
export const AccountGateway = token<AccountGateway>('AccountGateway');
