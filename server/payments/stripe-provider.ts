import { HttpError } from '../http/http-error.js';
import type { BillingDetailsJson } from './billing-details.js';
import type { CardProvider, ProviderCard } from './payment-provider.js';
import { STRIPE_FAILED, type StripeApi } from './stripe-api.js';

export const METHOD_NOT_SET_UP_BY_YOU = 'This payment method was not set up from your account.';
export const NOT_A_CARD = 'This payment method is not a card.';

interface StripeAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

interface StripePaymentMethod {
  id: string;
  type: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  billing_details?: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    address?: StripeAddress | null;
  } | null;
}

interface StripeSetupIntent {
  id: string;
  client_secret: string;
  status: string;
  metadata?: Record<string, string>;
}

const billingOf = (method: StripePaymentMethod): BillingDetailsJson | null => {
  const details = method.billing_details;
  if (!details) return null;
  const address = details.address;
  return {
    name: details.name ?? null,
    email: details.email ?? null,
    phone: details.phone ?? null,
    address: address
      ? {
          line1: address.line1 ?? null,
          line2: address.line2 ?? null,
          city: address.city ?? null,
          state: address.state ?? null,
          postalCode: address.postal_code ?? null,
          country: address.country ?? null,
        }
      : null,
  };
};

const cardOf = (method: StripePaymentMethod): ProviderCard => {
  if (method.type !== 'card' || !method.card) throw new HttpError(400, NOT_A_CARD);
  return {
    provider: 'stripe',
    methodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    billingDetails: billingOf(method),
  };
};

/**
 * Stripe, when STRIPE_SECRET_KEY is set. A setup intent carries the user's id in its
 * metadata, so a payment method is taken as the user's only when one of the user's
 * setups produced it (Stripe lists setup intents by payment method).
 */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: StripeApi) {}

  async startCardSetup(userId: string): Promise<string> {
    const intent = await this.stripe.call<StripeSetupIntent>('POST', '/v1/setup_intents', {
      payment_method_types: ['card'],
      usage: 'off_session',
      'metadata[user_id]': userId,
    });
    if (!intent?.client_secret) throw new HttpError(502, STRIPE_FAILED);
    return intent.client_secret;
  }

  async cardOfMethod(userId: string, methodId: string): Promise<ProviderCard | null> {
    const method = await this.stripe.call<StripePaymentMethod>(
      'GET',
      `/v1/payment_methods/${encodeURIComponent(methodId)}`,
    );
    if (!method) return null;
    const setups = await this.stripe.call<{ data: StripeSetupIntent[] }>('GET', '/v1/setup_intents', {
      payment_method: methodId,
      limit: 10,
    });
    const mine = (setups?.data ?? []).some(
      (intent) => intent.status === 'succeeded' && intent.metadata?.user_id === userId,
    );
    if (!mine) throw new HttpError(403, METHOD_NOT_SET_UP_BY_YOU);
    return cardOf(method);
  }

  async cardOfToken(token: string): Promise<ProviderCard> {
    const method = await this.stripe.call<StripePaymentMethod>('POST', '/v1/payment_methods', {
      type: 'card',
      'card[token]': token,
    });
    if (!method) throw new HttpError(400, 'This card token is unknown: enter the card again.');
    return cardOf(method);
  }
}
