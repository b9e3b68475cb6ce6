import { HttpError } from '../http/http-error.js';

export const STRIPE_API = 'https://api.stripe.com';
export const STRIPE_UNREACHABLE = 'The payment provider could not be reached. Please try again.';
export const STRIPE_FAILED = 'The payment provider could not handle the card. Please try again.';

/** Stripe takes form-encoded bodies with bracketed keys: metadata[user_id]=..., card[token]=... */
export type StripeForm = Readonly<Record<string, string | number | readonly string[]>>;

export const formEncode = (form: StripeForm): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, item);
    else params.append(key, String(value));
  }
  return params.toString();
};

interface StripeErrorBody {
  error?: { type?: string; message?: string; code?: string };
}

/**
 * Stripe's REST API over fetch (no SDK: three calls). `fetch` is injected so tests answer
 * for Stripe. Card errors (declines) keep Stripe's words and answer 402; an unknown object
 * is the caller's to word (null); anything else, our key refused included, is a 502 whose
 * detail goes to the log, not to the guest.
 */
export class StripeApi {
  constructor(
    private readonly secretKey: string,
    private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
    private readonly timeoutMs = 15_000,
  ) {}

  /** The object Stripe answers, or null when Stripe knows no such object. */
  async call<T>(method: 'GET' | 'POST', path: string, form: StripeForm = {}): Promise<T | null> {
    const encoded = formEncode(form);
    const url = `${STRIPE_API}${path}${method === 'GET' && encoded ? `?${encoded}` : ''}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(method === 'POST' ? { body: encoded } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new HttpError(502, STRIPE_UNREACHABLE);
    }
    const body = (await response.json().catch(() => ({}))) as T & StripeErrorBody;
    if (response.ok) return body;
    // Stripe says resource_missing with 404 for a GET and 400 for an id inside a POST.
    if (response.status === 404 || body.error?.code === 'resource_missing') return null;
    if (body.error?.type === 'card_error') throw new HttpError(402, body.error.message || STRIPE_FAILED);
    throw new StripeFailure(response.status, body.error?.type, body.error?.code);
  }
}

/** An answer from Stripe we cannot pass on (bad key, bad request, outage): 502, detail logged. */
export class StripeFailure extends HttpError {
  constructor(
    readonly stripeStatus: number,
    readonly stripeType: string | undefined,
    readonly stripeCode: string | undefined,
  ) {
    super(502, STRIPE_FAILED);
  }
}
