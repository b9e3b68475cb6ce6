import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { type CardTokenScreen, cardTokenScreen } from './card-token-screen.rule.js';
import type { BillingFieldErrors } from './token-billing-form.rule.js';

/**
 * The card-by-token page (docs/product/routes.md#card-addition-by-token and
 * docs/product/flows.md#card-token-flow): one screen at a time; the form carries what went
 * wrong.
 */
export type CardTokenState =
  | { readonly screen: Exclude<CardTokenScreen, 'form'> }
  | {
      readonly screen: 'form';
      /** Why the last submit failed, for the form's error area. */
      readonly error: string | null;
      readonly fieldErrors: BillingFieldErrors;
    };

export type CardTokenEvent =
  /** The page's token, and its status once fetched (absent while the call runs). */
  | {
      readonly type: 'token-checked';
      readonly token: string | null | undefined;
      readonly response?: E.Either<AppError, unknown>;
    }
  | { readonly type: 'details-refused'; readonly fieldErrors: BillingFieldErrors }
  | { readonly type: 'submitted' }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly type: 'completed' };

const FORM: CardTokenState = { screen: 'form', error: null, fieldErrors: {} };

const showing = (screen: CardTokenScreen): CardTokenState => (screen === 'form' ? FORM : { screen });

/**
 * The card-token flow of docs/product/flows.md#card-token-flow. Which screen a token and its
 * status lead to is card-token-screen.rule.ts; after that only the form submits, only a
 * submit in flight completes or fails (back to the form), and an event out of turn changes
 * nothing.
 */
export const cardTokenTransition = (state: CardTokenState, event: CardTokenEvent): CardTokenState => {
  switch (event.type) {
    case 'token-checked':
      return showing(cardTokenScreen(event.token, event.response));
    case 'details-refused':
      return state.screen === 'form' ? { ...FORM, fieldErrors: event.fieldErrors } : state;
    case 'submitted':
      return state.screen === 'form' ? { screen: 'submitting' } : state;
    case 'failed':
      return state.screen === 'submitting' ? { ...FORM, error: event.error } : state;
    case 'completed':
      return state.screen === 'submitting' ? { screen: 'completed' } : state;
  }
};
