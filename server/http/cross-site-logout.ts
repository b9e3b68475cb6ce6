import type { FastifyRequest } from 'fastify';

/**
 * The portal's /logout signs out on opening, which any other site could make a guest's
 * browser do with a link or a hidden frame. The browser says where a navigation came from
 * (Sec-Fetch-Site): from our own pages ('same-origin', 'same-site') or typed by the guest
 * ('none') it signs out at once; from anywhere else, or a browser that does not say, the
 * page is sent on to `?confirm=1`, where it asks first (docs/host/decisions.md#hardening).
 */
const LOGOUT_PAGE = /^\/sso\/logout\/?$/;
const OUR_OWN = new Set(['same-origin', 'same-site', 'none']);

/** Where to send a logout opened from elsewhere, or null to serve it as asked. */
export const logoutConfirmationTarget = (request: FastifyRequest): string | null => {
  const [path = '', query = ''] = request.url.split(/\?(.*)/s, 2);
  if (!LOGOUT_PAGE.test(path)) return null;
  const params = new URLSearchParams(query);
  if (params.get('confirm') === '1') return null;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && OUR_OWN.has(site)) return null;
  params.set('confirm', '1');
  return `${path}?${params.toString()}`;
};
