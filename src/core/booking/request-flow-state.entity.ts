import * as t from 'io-ts';
import { Count, nullable, struct } from '../shared/index.js';

/**
 * The price-request flow (docs/product/entities.md#request-flow and
 * docs/product/flows.md#request-flow): the step shown (0 is the first), loading, submitting
 * rates, and the itinerary the request landed on once successful.
 */
export const RequestFlowState = struct('RequestFlowState', {
  requestStep: Count,
  isLoading: t.boolean,
  isSubmittingRates: t.boolean,
  itineraryId: nullable(t.string),
});
export type RequestFlowState = t.TypeOf<typeof RequestFlowState>;

/** The reset of docs/product/flows.md#request-flow: back to the first step with nothing pending. */
export const initialRequestFlowState: RequestFlowState = {
  requestStep: 0,
  isLoading: false,
  isSubmittingRates: false,
  itineraryId: null,
};
