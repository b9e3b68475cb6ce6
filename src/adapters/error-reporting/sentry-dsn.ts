/** The parts of a Sentry DSN: https://PUBLIC_KEY@HOST[/PATH]/PROJECT_ID */
export interface SentryDsn {
  readonly dsn: string;
  readonly publicKey: string;
  readonly projectId: string;
  /** Where envelopes go: https://HOST[/PATH]/api/PROJECT_ID/envelope/ */
  readonly envelopeUrl: string;
}

/** The DSN's parts, or null when it is not a DSN (a misconfiguration must not stop the app). */
export const parseSentryDsn = (dsn: string): SentryDsn | null => {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const publicKey = decodeURIComponent(url.username);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!publicKey || !projectId || !/^\d+$/.test(projectId)) return null;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    dsn: dsn.trim(),
    publicKey,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
  };
};
