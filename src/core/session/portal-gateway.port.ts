import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';

/**
 * The single sign-on portal's sign-in and sign-up (docs/product/calls.md#auth-and-context):
 * each answers a new session's token.
 */
export interface PortalGateway {
  login(username: string, password: string): Promise<E.Either<AppError, { readonly sessionToken: string }>>;
  signUp(details: {
    readonly email: string;
    readonly password: string;
    readonly firstName: string;
    readonly lastName: string;
  }): Promise<E.Either<AppError, { readonly token: string }>>;
}
export const PortalGateway = token<PortalGateway>('PortalGateway');
