import { type ComponentType, lazy } from 'react';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../core/shared/retry.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A route's view, loaded on first use and retried 5 times 1 second apart (SPEC section 2);
 * after that the failure reaches the error boundary.
 */
export const lazyView = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => retry(load, { retries: LAZY_VIEW_RETRIES, delayMs: LAZY_VIEW_RETRY_DELAY_MS, sleep }));
