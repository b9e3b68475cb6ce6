import * as E from 'fp-ts/lib/Either.js';
import type { AnalyticsSink } from '../analytics/index.js';
import { isValidEmail } from '../contact/index.js';
import { type AppError, appError } from '../shared/index.js';
import type { CookieJar } from '../storage/index.js';
import { guestTraits } from './guest-identity.rule.js';
import type { PortalGateway } from './portal-gateway.port.js';
import type { SessionGateway } from './session-gateway.port.js';
import { type SignedIn, startSession } from './sign-in.use-case.js';

/** A new account's password is at least this long (the host refuses shorter ones too). */
export const MIN_PASSWORD_LENGTH = 8;

export interface SignUpFields {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface SignUpDeps {
  readonly portal: Pick<PortalGateway, 'signUp'>;
  readonly cookies: Pick<CookieJar, 'set'>;
  readonly sessions: Pick<SessionGateway, 'currentUser'>;
  readonly analytics: Pick<AnalyticsSink, 'alias' | 'identify'>;
}

const invalid = (message: string) => E.left(appError('validation', message));

/**
 * A guest signs up through the portal (docs/product/calls.md#auth-and-context): the form's
 * rules, the portal's sign-up, the session cookies, then analytics alias the visitor they
 * followed anonymously to the new account and identify it
 * (docs/product/calls.md#analytics-and-error-reporting). The account exists once the portal
 * says so: if the new session cannot be read back, the guest is still signed up, only not
 * aliased.
 */
export const signUp = async (
  deps: SignUpDeps,
  fields: SignUpFields,
): Promise<E.Either<AppError, SignedIn>> => {
  const email = fields.email.trim();
  if (!fields.firstName.trim() || !fields.lastName.trim())
    return invalid('Please enter your first and last name.');
  if (!isValidEmail(email)) return invalid('Please enter a valid e-mail address.');
  if (fields.password.length < MIN_PASSWORD_LENGTH) {
    return invalid(`Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const answer = await deps.portal.signUp({ ...fields, email });
  if (E.isLeft(answer)) return answer;
  startSession(deps.cookies, answer.right.token, email);
  const user = await deps.sessions.currentUser();
  if (E.isRight(user)) {
    deps.analytics.alias(user.right.objectId);
    deps.analytics.identify(user.right.objectId, guestTraits(user.right));
  }
  return E.right({ email });
};
