import type { AppErrorKind } from '../../core/shared/index.js';

/**
 * What an HTTP failure status means to the core: the adapter's translation, so no rule of
 * the core branches on a number. A 4xx the host gave no narrower meaning is a refusal of the
 * request itself ('rejected'); a 5xx is the host's own failure ('http').
 */
export const kindForStatus = (status: number): AppErrorKind => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status >= 400 && status < 500) return 'rejected';
  return 'http';
};
