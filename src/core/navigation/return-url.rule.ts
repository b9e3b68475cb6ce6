/**
 * The portal follows its return URL only to allowed origins (the configured app and portal
 * hosts); anything else, including javascript: or protocol-relative tricks, falls back to
 * the app's home (docs/host/decisions.md#sessions-and-roles).
 */
export const safeReturnUrl = (
  returnUrl: string | null,
  allowedOrigins: readonly string[],
  pageOrigin: string,
  fallback: string,
): string => {
  if (!returnUrl) return fallback;
  let target: URL;
  try {
    target = new URL(returnUrl, pageOrigin);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
  const allowed = new Set([pageOrigin, ...allowedOrigins]);
  return allowed.has(target.origin) ? target.href : fallback;
};
