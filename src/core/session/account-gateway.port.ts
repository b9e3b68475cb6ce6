import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { ContactInfo } from './contact-info.entity.js';

/** A one-time account link as the concierge sent it: the e-mail it names and its token. */
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
 * The portal's account operations (docs/product/calls.md#calls-beyond-this-list), beside
 * PortalGateway's sign-in and sign-up (docs/product/calls.md#auth-and-context): setting a
 * password and finalizing an account from a concierge's link (both sign the guest in), and
 * the guest's contact information. The REST adapter of PortalGateway serves both ports.
 */
export interface AccountGateway {
  setPassword(link: AccountLink, password: string): Promise<E.Either<AppError, AccountSignIn>>;
  finalizeAccount(details: FinalizeAccountDetails): Promise<E.Either<AppError, AccountSignIn>>;
  contactInfo(): Promise<E.Either<AppError, ContactInfo>>;
  saveContactInfo(change: ContactInfoChange): Promise<E.Either<AppError, ContactInfo>>;
}
export const AccountGateway = token<AccountGateway>('AccountGateway');
