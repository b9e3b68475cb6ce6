import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import { token } from '../shared/token.js';
import type { AccountSignInResponse, ContactInfo } from './account.wire.js';

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

/**
 * The portal's account calls (GitHub issue #5), beside PortalGateway's SPEC 7 sign-in and
 * sign-up: POST /api/set-password/, POST /api/finalize-account/, GET and PUT
 * /api/contact-info. The REST adapter of PortalGateway serves both ports.
 */
export interface AccountGateway {
  setPassword(link: AccountLink, password: string): Promise<E.Either<AppError, AccountSignInResponse>>;
  finalizeAccount(details: FinalizeAccountDetails): Promise<E.Either<AppError, AccountSignInResponse>>;
  contactInfo(): Promise<E.Either<AppError, ContactInfo>>;
  saveContactInfo(change: ContactInfoChange): Promise<E.Either<AppError, ContactInfo>>;
}
export const AccountGateway = token<AccountGateway>('AccountGateway');
