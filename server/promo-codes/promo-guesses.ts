import type { LimitCounters } from '../http/limit-counters.js';
import type { RateLimitSettings } from '../http/rate-limit.js';
import { type SharedAllowance, sharedAllowance } from '../http/shared-allowance.js';

export const TOO_MANY_PROMO_CODES = 'Too many promo codes tried: please wait a minute and try again.';

/**
 * The promo codes a client may name in a window, across checking and redeeming
 * (docs/host/decisions.md#hardening). Every code named counts, not every request: a check
 * names its code and the codes already applied beside it, and one request naming twenty
 * would otherwise try twenty guesses at the price of one. A guest applying codes names one
 * or two a check, so the allowance is twice the sign-in allowance in its window (twenty a
 * minute by default). Counted in the shared store, so every host process counts the same guesses.
 */
export const promoGuessAllowance = (counters: LimitCounters, limits: RateLimitSettings): SharedAllowance =>
  sharedAllowance(counters, 'promo-codes', limits.max * 2, limits.timeWindowMs, TOO_MANY_PROMO_CODES);
