import { token } from '../shared/index.js';

/**
 * A new version of the app, installed by the service worker and waiting (issue 32 item 1):
 * the page keeps the version it started with until the guest reloads, so a page never mixes
 * two builds.
 */
export interface AppUpdates {
  /** Calls back once a new version is waiting; answers what stops listening. */
  onWaiting(onWaiting: () => void): () => void;
  /** Makes the waiting version the one that answers, then reloads the page. */
  reloadToUpdate(): void;
}
export const AppUpdates = token<AppUpdates>('AppUpdates');
