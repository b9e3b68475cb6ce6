import { InMemoryInterestGateway } from '../adapters/memory/in-memory-interest-gateway.js';
import { InMemoryPortalGateway } from '../adapters/memory/in-memory-portal-gateway.js';
import { InMemorySessionGateway } from '../adapters/memory/in-memory-session-gateway.js';
import { type PortCall, type PortScript, scriptedPort } from '../adapters/memory/scripted-port.js';
import { InMemorySandboxPaymentHost } from '../adapters/payment/sandbox-payment-host.js';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider.js';
import type { PaymentProvider } from '../core/payment/index.js';
import type { AccountGateway, SessionUser } from '../core/session/index.js';
import { browserInMemory, type GatewayPorts, type GatewayScripts } from './headless-ports.js';
import { REST_GATEWAYS } from './rest-gateways.js';

export interface MemoryPortsOptions {
  /** What each gateway answers; a method left out answers a Left 'not-found' naming it. */
  readonly gateways?: GatewayScripts;
  /** The portal's account calls (set a password, finalize an account, contact info). */
  readonly accountGateway?: PortScript<AccountGateway>;
  /** The card provider's answers; unset, the offline sandbox provider with its host in memory. */
  readonly paymentProvider?: PortScript<PaymentProvider>;
  /** Who the session backend says is signed in: nobody unless given. */
  readonly user?: SessionUser | null;
  readonly now?: Date | string;
}

/** A call a scripted port of memoryPorts took, with the port's name. */
export interface MemoryPortCall extends PortCall {
  readonly port: string;
}

/**
 * Every port in memory: no host, no network. Each gateway, the portal's account calls and a
 * scripted card provider are scripted ports whose calls are kept, in order, in `calls`; the
 * session backend, the portal's sign-in, user interests (unless scripted) and the sandbox
 * card provider are in-memory fakes with state of their own.
 */
export const memoryPorts = ({
  gateways = {},
  accountGateway = {},
  paymentProvider,
  user = null,
  now = new Date(),
}: MemoryPortsOptions = {}) => {
  const browser = browserInMemory(now);
  const calls: MemoryPortCall[] = [];
  const scripted = <T extends object>(port: string, script: PortScript<T>): T =>
    scriptedPort<T>(port, script, { push: (call: PortCall) => calls.push({ port, ...call }) });
  const names = Object.keys(REST_GATEWAYS) as (keyof GatewayPorts)[];
  // One scripted port per name: the table's names and the scripts' keys are the same keys.
  const scriptedGateways = Object.fromEntries(
    names.map((name) => [name, scripted<object>(name, gateways[name] ?? {})]),
  ) as unknown as { -readonly [K in keyof GatewayPorts]: GatewayPorts[K] };
  if (!gateways.interestGateway) scriptedGateways.interestGateway = new InMemoryInterestGateway();
  return {
    ...browser,
    gateways: scriptedGateways as GatewayPorts,
    calls,
    sessionGateway: new InMemorySessionGateway(user),
    portalGateway: new InMemoryPortalGateway(),
    accountGateway: scripted<AccountGateway>('accountGateway', accountGateway),
    paymentProvider: paymentProvider
      ? scripted<PaymentProvider>('paymentProvider', paymentProvider)
      : new SandboxPaymentProvider(new InMemorySandboxPaymentHost(), browser.clock),
  };
};
