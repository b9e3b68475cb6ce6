/**
 * The standalone 'Add A Card' form (docs/product/flows.md#standalone-card-form): idle, with
 * the error of the last attempt if any, or submitting. Each attempt replaces the previous
 * error (docs/product/validation.md#standalone-card-form: the error clears on each attempt):
 * a new failure's line, or none once it went through.
 */
export type CardFormState =
  | { readonly status: 'idle'; readonly error: string | null }
  | { readonly status: 'submitting' };

export const initialCardFormState: CardFormState = { status: 'idle', error: null };

export type CardFormEvent =
  | { readonly type: 'submitted' }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly type: 'succeeded' };

export const cardFormTransition = (state: CardFormState, event: CardFormEvent): CardFormState => {
  switch (event.type) {
    // A second submit while one is in flight changes nothing
    // (docs/product/flows.md#standalone-card-form).
    case 'submitted':
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'failed':
      return { status: 'idle', error: event.error };
    case 'succeeded':
      return initialCardFormState;
  }
};
