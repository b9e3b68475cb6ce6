import type { StripeError } from '@stripe/stripe-js';
import { type AppError, type AppErrorKind, appError } from '../../core/shared/index.js';

const FALLBACK = 'The card could not be processed.';

/**
 * Stripe's errors as ours. Card and validation errors are the guest's to fix, and Stripe
 * writes their messages for guests: kind 'card', the message kept word for word
 * (docs/product/errors.md#card-form shows it as 'Error encountered: {message}'). A connection
 * failure is 'network'; Stripe being down or rate limiting is 'unavailable'; the rest are our
 * bugs ('unknown').
 */
export const stripeErrorKind = (type: StripeError['type'] | string | undefined): AppErrorKind => {
  switch (type) {
    case 'card_error':
    case 'validation_error':
      return 'card';
    case 'api_connection_error':
      return 'network';
    case 'api_error':
    case 'rate_limit_error':
      return 'unavailable';
    default:
      return 'unknown';
  }
};

export const fromStripeError = (error: Pick<StripeError, 'type' | 'message'>): AppError =>
  appError(stripeErrorKind(error.type), error.message || FALLBACK);

/** Stripe.js throws (an IntegrationError) for misuse, e.g. confirming with a destroyed element. */
export const fromThrown = (error: unknown): AppError =>
  appError('unknown', error instanceof Error && error.message ? error.message : FALLBACK);
