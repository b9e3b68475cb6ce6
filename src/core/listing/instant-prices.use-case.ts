import { StateCell } from '../shared/state-cell.js';
import {
  type InstantPricingEvent,
  type InstantPricingState,
  initialInstantPricingState,
  instantPricingTransition,
} from './instant-pricing-state.js';
import type { InstantPricingQuery } from './listing-gateway.port.js';
import {
  type InstantPricingResult,
  type LoadInstantPricingDeps,
  loadInstantPricing,
} from './load-instant-pricing.use-case.js';

/** Instant prices loaded and kept per listing and for the active one (SPEC 4), for view-models to mirror. */
export class InstantPrices {
  private readonly cell = new StateCell<InstantPricingState>(initialInstantPricingState);

  constructor(private readonly deps: LoadInstantPricingDeps) {}

  getState(): InstantPricingState {
    return this.cell.get();
  }

  subscribe(listener: (state: InstantPricingState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  async load(
    listingId: string,
    query: InstantPricingQuery,
    options: { readonly isActive?: boolean } = {},
  ): Promise<InstantPricingResult> {
    const result = await loadInstantPricing(this.deps, listingId, query);
    this.dispatch({ type: 'loaded', listingId, result, isActive: options.isActive === true });
    return result;
  }

  clear(listingId?: string): void {
    this.dispatch({ type: 'cleared', listingId });
  }

  private dispatch(event: InstantPricingEvent): void {
    this.cell.update((state) => instantPricingTransition(state, event));
  }
}
