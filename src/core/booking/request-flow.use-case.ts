import * as E from 'fp-ts/lib/Either.js';
import { StateCell } from '../shared/state-cell.js';
import { initialRequestFlowState, type RequestFlowState } from './request-flow-state.entity.js';
import {
  type ListingBookingOutcome,
  type ListingPriceRequest,
  type RequestListingPriceDeps,
  requestListingPrice,
} from './request-listing-price.use-case.js';

/** What happens to the price-request flow (SPEC 4 "step, loading, submitting, successful, reset"). */
export type RequestFlowEvent =
  | { readonly type: 'step-changed'; readonly step: number }
  | { readonly type: 'loading-changed'; readonly isLoading: boolean }
  | { readonly type: 'submitted' }
  | { readonly type: 'failed' }
  | { readonly type: 'succeeded'; readonly itineraryId: string }
  | { readonly type: 'reset' };

/**
 * The flow's reducer. A step is a whole number from 0 (the state's codec says so): anything
 * else is a caller's slip and changes nothing. Success keeps the step: the page decides
 * what a finished request shows, knowing the itinerary it landed on.
 */
export const requestFlowTransition = (state: RequestFlowState, event: RequestFlowEvent): RequestFlowState => {
  switch (event.type) {
    case 'step-changed':
      return Number.isInteger(event.step) && event.step >= 0 ? { ...state, requestStep: event.step } : state;
    case 'loading-changed':
      return { ...state, isLoading: event.isLoading };
    case 'submitted':
      return { ...state, isSubmittingRates: true };
    case 'failed':
      return { ...state, isSubmittingRates: false };
    case 'succeeded':
      return { ...state, isSubmittingRates: false, itineraryId: event.itineraryId };
    case 'reset':
      return initialRequestFlowState;
  }
};

/** The home price-request flow as a view-model mirrors it (getState / subscribe). */
export class RequestFlow {
  private readonly cell = new StateCell<RequestFlowState>(initialRequestFlowState);

  constructor(private readonly deps: RequestListingPriceDeps) {}

  getState(): RequestFlowState {
    return this.cell.get();
  }

  subscribe(listener: (state: RequestFlowState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  dispatch(event: RequestFlowEvent): void {
    this.cell.update((state) => requestFlowTransition(state, event));
  }

  /**
   * Sends the price request. A second submit while one is in flight is ignored (undefined):
   * two requests would put the home on the trip twice.
   */
  async submit(request: ListingPriceRequest): Promise<ListingBookingOutcome | undefined> {
    if (this.cell.get().isSubmittingRates) return undefined;
    this.dispatch({ type: 'submitted' });
    const outcome = await requestListingPrice(this.deps, request);
    this.dispatch(
      E.isRight(outcome)
        ? { type: 'succeeded', itineraryId: outcome.right.itinerary.objectId }
        : { type: 'failed' },
    );
    return outcome;
  }
}
