import type { DocumentOpening } from '../../core/offline/index.js';

/**
 * Opens a trip document the page fetched itself (src/core/offline/document-copies.port.ts),
 * loaded only when a guest opens one. The fetch goes through the service worker, which answers
 * from the host and keeps the copy, or, offline, answers the copy it kept; the file is then
 * saved under its name as a link's download would be. A browser's own download of a link would
 * go around the worker: nothing would be kept, and offline nothing would open.
 */
export const openDocument = async (win: Window, href: string, name: string): Promise<DocumentOpening> => {
  let response: Response;
  try {
    // The session cookie goes with it, as with the link (the host reads it for downloads).
    response = await win.fetch(href, { credentials: 'same-origin' });
  } catch {
    // Offline with no copy kept, the worker has nothing to answer with.
    return win.navigator.onLine === false ? 'not-on-device' : 'failed';
  }
  if (!response.ok) return 'failed';
  const file = URL.createObjectURL(await response.blob());
  const link = win.document.createElement('a');
  link.href = file;
  link.download = name;
  link.hidden = true;
  win.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by the time the next task runs; a minute is
  // ample before its memory is let go.
  win.setTimeout(() => URL.revokeObjectURL(file), 60_000);
  return 'opened';
};
