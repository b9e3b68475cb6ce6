/**
 * The standalone 'Add A Card' form (SPEC 4): idle, with the error of the last attempt if
 * any, or submitting. Each attempt replaces the previous error (SPEC 5 "error cleared each
 * attempt"): a new failure's line, or none once it went through.
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
    // SPEC 4: a second submit while one is in flight changes nothing.
    case 'submitted':
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'failed':
      return { status: 'idle', error: event.error };
    case 'succeeded':
      return initialCardFormState;
  }
};
