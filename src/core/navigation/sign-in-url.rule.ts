/**
 * The portal's sign-in page, coming back to `returnUrl` once the guest is signed in
 * (docs/product/routes.md#portal-screens; the portal follows it only to allowed origins).
 */
export const portalSignInUrl = (
  ssoUrl: string,
  returnUrl: string,
  options: readonly SignInOption[] = [],
): string =>
  `${ssoUrl}/login/?returnUrl=${encodeURIComponent(returnUrl)}${options.map((option) => `&${SIGN_IN_OPTION_PARAMS[option]}=1`).join('')}`;

/**
 * How sign-in is asked for (docs/product/roles.md#sign-in-options): `sign-in-only` offers no
 * sign-up (the account exists already, as a concierge's does); `skip-login` lets the guest go
 * back without signing in (what they were doing waits for them). Set-password and
 * finalize-account are the portal's own screens.
 */
export const SIGN_IN_OPTIONS = ['sign-in-only', 'skip-login'] as const;
export type SignInOption = (typeof SIGN_IN_OPTIONS)[number];

const SIGN_IN_OPTION_PARAMS: Readonly<Record<SignInOption, string>> = {
  'sign-in-only': 'signInOnly',
  'skip-login': 'skipLogin',
};

/** The sign-in options a portal address carries. */
export const signInOptionsOf = (search: string): ReadonlySet<SignInOption> => {
  const params = new URLSearchParams(search);
  return new Set(SIGN_IN_OPTIONS.filter((option) => params.get(SIGN_IN_OPTION_PARAMS[option]) === '1'));
};

/** The portal's sign-out, coming back to `returnUrl`: to sign in again with another account. */
export const portalSignOutUrl = (ssoUrl: string, returnUrl: string): string =>
  `${ssoUrl}/logout?returnUrl=${encodeURIComponent(returnUrl)}`;
