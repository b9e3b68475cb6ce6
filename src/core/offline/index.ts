// The offline area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { AppUpdates } from './app-update.port.js';
export { Connectivity } from './connectivity.port.js';
export { DocumentCopies, type DocumentOpening } from './document-copies.port.js';
export { OfflineData } from './offline-data.port.js';
export {
  bookingBlockedReason,
  documentNotOpened,
  messageBlockedReason,
  NEW_VERSION_ACTION,
  NEW_VERSION_NOTICE,
  offlineDataMustGo,
  offlineNotice,
} from './offline-notice.rule.js';
export { purgeOfflineData } from './purge-offline-data.use-case.js';
