/**
 * Turns a stored image path into the URL an answer carries. Stored paths are relative
 * (/media/...), so the data survives a move of the media host; absolute URLs pass through.
 */
export type MediaUrl = (path: string) => string;

export const mediaUrlFor =
  (baseUrl: string): MediaUrl =>
  (path) =>
    baseUrl && path.startsWith('/') ? `${baseUrl}${path}` : path;
