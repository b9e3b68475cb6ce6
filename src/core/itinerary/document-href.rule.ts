/**
 * Where the browser downloads a document: a document the host keeps is answered as a path on
 * the API host (docs/host/decisions.md#attachments), which may not be the app's own host, so
 * a path is resolved against the API's base URL; an absolute link is left as it is.
 */
export const documentHref = (url: string, apiBaseUrl: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url;
