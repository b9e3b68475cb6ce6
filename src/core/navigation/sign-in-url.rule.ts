/**
 * The portal's sign-in page, coming back to `returnUrl` once the guest is signed in
 * (docs/product/routes.md#portal-screens; the portal follows it only to allowed origins).
 */
export const portalSignInUrl = (ssoUrl: string, returnUrl: string): string =>
  `${ssoUrl}/login/?returnUrl=${encodeURIComponent(returnUrl)}`;

/** The portal's sign-out, coming back to `returnUrl`: to sign in again with another account. */
export const portalSignOutUrl = (ssoUrl: string, returnUrl: string): string =>
  `${ssoUrl}/logout?returnUrl=${encodeURIComponent(returnUrl)}`;
