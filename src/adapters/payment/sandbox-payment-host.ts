import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SetUpCard } from '../../core/payment/index.js';
import type { AppError } from '../../core/shared/index.js';
import { randomHex } from '../clock/random-id.js';
import type { RestClient } from '../rest/rest-client.js';
import type { CardBrand } from './sandbox-card-rules.js';

/** The card as the sandbox describes it to our server: no number, no security code. */
export interface SandboxCardSummary {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export interface SandboxBillingDetails {
  readonly name: string;
  readonly postalCode?: string | null;
  readonly country?: string | null;
  readonly city?: string | null;
}

export interface SandboxPaymentMethodRequest {
  readonly clientSecret: string;
  readonly card: SandboxCardSummary;
  readonly billingDetails: SandboxBillingDetails;
}

export interface SandboxCardTokenRequest {
  readonly card: SandboxCardSummary;
  readonly billingDetails: SandboxBillingDetails;
}

/**
 * Where the sandbox turns a card into a payment method or a card token: our own server
 * (standing in for Stripe's API when no Stripe key is set), or memory in tests.
 */
export interface SandboxPaymentHost {
  createPaymentMethod(request: SandboxPaymentMethodRequest): Promise<E.Either<AppError, SetUpCard>>;
  createCardToken(request: SandboxCardTokenRequest): Promise<E.Either<AppError, { readonly token: string }>>;
}

export const SANDBOX_PAYMENT_METHODS_PATH = '/api/billing/sandbox/payment-methods';
export const SANDBOX_CARD_TOKENS_PATH = '/api/billing/sandbox/card-tokens';

const SandboxPaymentMethod = t.intersection([
  t.type({ paymentMethodId: t.string }),
  t.partial({
    brand: t.union([t.string, t.null]),
    last4: t.union([t.string, t.null]),
    expMonth: t.union([t.number, t.null]),
    expYear: t.union([t.number, t.null]),
  }),
]);
const SandboxCardToken = t.type({ token: t.string });

/**
 * The sandbox endpoints of our REST host, through the one RestClient (session headers, so
 * the host can check the client secret belongs to the signed-in guest):
 * POST /api/billing/sandbox/payment-methods confirms the setup behind `clientSecret` and
 * answers { paymentMethodId: 'pm_sandbox_…', brand, last4, expMonth, expYear };
 * POST /api/billing/sandbox/card-tokens answers { token: 'tok_sandbox_…' }.
 */
export class HttpSandboxPaymentHost implements SandboxPaymentHost {
  constructor(private readonly api: Pick<RestClient, 'post'>) {}

  createPaymentMethod(request: SandboxPaymentMethodRequest) {
    return this.api.post(SANDBOX_PAYMENT_METHODS_PATH, SandboxPaymentMethod, {
      body: request,
      what: 'sandbox payment method',
    });
  }

  createCardToken(request: SandboxCardTokenRequest) {
    return this.api.post(SANDBOX_CARD_TOKENS_PATH, SandboxCardToken, {
      body: request,
      what: 'sandbox card token',
    });
  }
}

/** The sandbox host in memory: ids made here, every request kept for tests to inspect. */
export class InMemorySandboxPaymentHost implements SandboxPaymentHost {
  readonly requests: (SandboxPaymentMethodRequest | SandboxCardTokenRequest)[] = [];

  async createPaymentMethod(request: SandboxPaymentMethodRequest): Promise<E.Either<AppError, SetUpCard>> {
    this.requests.push(request);
    return E.right({ paymentMethodId: `pm_sandbox_${randomHex(12)}`, ...request.card });
  }

  async createCardToken(
    request: SandboxCardTokenRequest,
  ): Promise<E.Either<AppError, { readonly token: string }>> {
    this.requests.push(request);
    return E.right({ token: `tok_sandbox_${randomHex(12)}` });
  }
}
