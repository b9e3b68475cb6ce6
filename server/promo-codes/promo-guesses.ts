import type { RateLimitSettings } from '../auth/rate-limit.js';
import { FixedWindowAllowance } from '../http/fixed-window-allowance.js';

export const TOO_MANY_PROMO_CODES = 'Too many promo codes tried: please wait a minute and try again.';

/**
 * The promo codes a client may name in a window, across checking and redeeming
 * (docs/host/decisions.md#hardening). Every code named counts, not every request: a check
 * names its code and the codes already applied beside it, and one request naming twenty
 * would otherwise try twenty guesses at the price of one. A guest applying codes names one
 * or two a check, so the allowance is twice the sign-in allowance in its window (twenty a
 * minute by default).
 */
export const promoGuessAllowance = (limits: RateLimitSettings): FixedWindowAllowance =>
  new FixedWindowAllowance(limits.max * 2, limits.timeWindowMs, TOO_MANY_PROMO_CODES);
