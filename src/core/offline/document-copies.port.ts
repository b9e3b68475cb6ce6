import { token } from '../shared/index.js';

/**
 * How opening a trip document went: saved to the device, not on the device (offline, and never
 * opened here while online), or failed (the host refused it or the network broke).
 */
export type DocumentOpening = 'opened' | 'not-on-device' | 'failed';

/**
 * The trip documents the guest opened, kept for reading offline (issue 32 item 1;
 * docs/architecture/offline.md). A browser's download of a link goes around the service
 * worker, so the page fetches a document itself: online from the host (the worker keeps the
 * copy in the signed-in guest's cache, which signing out deletes), offline from that copy.
 */
export interface DocumentCopies {
  /** Whether this document can be kept (a file the app's own host serves); others stay plain links. */
  keeps(href: string): boolean;
  /** Saves the document to the device under its name; never throws. */
  open(href: string, name: string): Promise<DocumentOpening>;
}
export const DocumentCopies = token<DocumentCopies>('DocumentCopies');
