import * as E from 'fp-ts/lib/Either.js';
import { isValidEmail } from '../contact/index.js';
import { type AppError, appError } from '../shared/index.js';
import { CONTACT_EMAIL_COOKIE, type CookieJar, SESSION_COOKIE } from '../storage/index.js';
import type { PortalGateway } from './portal-gateway.port.js';

export interface SignInDeps {
  readonly portal: Pick<PortalGateway, 'login'>;
  readonly cookies: Pick<CookieJar, 'set'>;
}

/** What a signed-in caller holds afterwards: the address it signed in with. */
export interface SignedIn {
  readonly email: string;
}

/**
 * A guest signs in through the single sign-on portal (docs/product/calls.md#auth-and-context):
 * the form's rules first, then the portal's login, then the session and contact cookies every
 * later call carries. The portal screen and a headless caller take this one path, so a script
 * signs in exactly as a guest does and never sets a cookie by hand.
 */
export const signIn = async (
  deps: SignInDeps,
  email: string,
  password: string,
): Promise<E.Either<AppError, SignedIn>> => {
  const address = email.trim();
  if (!isValidEmail(address)) return E.left(appError('validation', 'Please enter a valid e-mail address.'));
  if (!password) return E.left(appError('validation', 'Please enter your password.'));
  const answer = await deps.portal.login(address, password);
  if (E.isLeft(answer)) return answer;
  startSession(deps.cookies, answer.right.sessionToken, address);
  return E.right({ email: address });
};

/** A session began (signed in, signed up, or through an account link): the cookies hold it. */
export const startSession = (cookies: Pick<CookieJar, 'set'>, token: string, email: string): void => {
  cookies.set(SESSION_COOKIE, token);
  cookies.set(CONTACT_EMAIL_COOKIE, email);
};
