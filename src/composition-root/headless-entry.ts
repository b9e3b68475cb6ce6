/**
 * The headless container's public entry (`@keyhaven/core/headless` after
 * `npm run build:core`): the port factories, the use cases given their deps, and the
 * in-memory fakes, for plain Node with no container and no decorators.
 */
export { InMemoryAnalytics } from '../adapters/analytics/in-memory-analytics.js';
export { ManualClock } from '../adapters/clock/manual-clock.js';
export { ManualScheduler } from '../adapters/clock/manual-scheduler.js';
export { InMemoryCookieJar } from '../adapters/cookies/in-memory-cookie-jar.js';
export { InMemoryErrorReporter } from '../adapters/error-reporting/in-memory-error-reporter.js';
export { InMemoryInterestGateway } from '../adapters/memory/in-memory-interest-gateway.js';
export { InMemoryNotifications } from '../adapters/memory/in-memory-notifications.js';
export { InMemoryPortalGateway } from '../adapters/memory/in-memory-portal-gateway.js';
export { InMemorySessionGateway } from '../adapters/memory/in-memory-session-gateway.js';
export { type PortCall, type PortScript, scriptedPort } from '../adapters/memory/scripted-port.js';
export { RecordingNavigation } from '../adapters/navigation/recording-navigation.js';
export { InMemorySandboxPaymentHost } from '../adapters/payment/sandbox-payment-host.js';
export { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider.js';
export { InMemoryKeyValueStore } from '../adapters/storage/in-memory-key-value-store.js';
export { InMemorySessionSignals } from '../adapters/storage/in-memory-session-signals.js';
export {
  type GatewayPorts,
  type GatewayScripts,
  type HeadlessPorts,
  type RestPortsOptions,
  restPorts,
} from './headless-ports.js';
export { headlessUseCases } from './headless-use-cases.js';
export { type MemoryPortCall, type MemoryPortsOptions, memoryPorts } from './memory-ports.js';
