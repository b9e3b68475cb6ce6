// The session area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export {
  AccountGateway,
  type AccountLink,
  type ContactInfoChange,
  type FinalizeAccountDetails,
  type ResetLinkRequested,
} from './account-gateway.port.js';
export { ContactInfo } from './contact-info.entity.js';
export { fetchSession } from './fetch-session.use-case.js';
export { identifyGuest } from './guest-identity.rule.js';
export { PortalGateway } from './portal-gateway.port.js';
export { RoleNames } from './role.entity.js';
export { RoleGateway } from './role-gateway.port.js';
export { MISSING_ROLE_MESSAGE, NOT_SIGNED_IN_MESSAGE } from './session-access.rule.js';
export { SessionGateway } from './session-gateway.port.js';
export { SESSION_REFETCH_INTERVAL_SECONDS, shouldRefetch } from './session-refetch.rule.js';
export {
  checkScreenRoles,
  initialSessionRoles,
  loadSessionRoles,
  type SessionRoles,
  type SessionRolesEvent,
  sessionRolesTransition,
} from './session-roles.js';
export { SessionSignals } from './session-signals.port.js';
export {
  initialSessionFlowState,
  type SessionEvent,
  type SessionFlowState,
  type SessionState,
  sessionTransition,
} from './session-state.js';
export { shownSessionStatus } from './session-status.rule.js';
export { type SessionStorageEvent, triggersSessionRefetch } from './session-storage-events.rule.js';
export { SessionUser } from './session-user.entity.js';
export { signIn, startSession } from './sign-in.use-case.js';
export { readContactEmail, readContactPhone, readSessionToken } from './sign-on-cookies.rule.js';
export { MIN_PASSWORD_LENGTH, type SignUpFields, signUp } from './sign-up.use-case.js';
export { type PhoneBody, UserGateway } from './user-gateway.port.js';
