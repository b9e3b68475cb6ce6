import { initialRequestFlowState, type RequestFlowState } from './request-flow-state.entity.js';

/** What happens to the price-request flow (docs/product/flows.md#request-flow). */
export type RequestFlowEvent =
  | { readonly type: 'step-changed'; readonly step: number }
  | { readonly type: 'loading-changed'; readonly isLoading: boolean }
  | { readonly type: 'submitted' }
  | { readonly type: 'failed' }
  | { readonly type: 'succeeded'; readonly itineraryId: string }
  | { readonly type: 'reset' };

/**
 * A step is a whole number from 0 (the state's codec says so): anything else is a caller's
 * slip and changes nothing. Success keeps the step: the page decides what a finished
 * request shows, knowing the itinerary it landed on. A second submit while one is in flight
 * would put the home on the trip twice: the screen sends none while `isSubmittingRates`.
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
