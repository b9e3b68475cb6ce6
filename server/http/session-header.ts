/**
 * The app sends its session token in this header (read by its own script from the
 * `sso_session` cookie). The token is accepted from the header only, never from a
 * cookie: a cross-site page cannot set a header, so there is nothing to forge (no CSRF).
 */
export const SESSION_TOKEN_HEADER = 'x-session-token';
