import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { SessionUser } from './session-user.entity.js';

/** Who is signed in, as the screens see it (docs/product/flows.md#session-status). */
export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'authenticated'; readonly user: SessionUser }
  | { readonly status: 'unauthenticated' };

/**
 * The session with what keeps its refetches honest: when it was last asked for (a non-forced
 * refetch within the guard is skipped: session-refetch.rule.ts) and how many fetches were
 * started, so that an answer to an older fetch, arriving after a newer one, is dropped.
 */
export interface SessionFlowState {
  readonly session: SessionState;
  readonly lastSyncMs: number | null;
  readonly fetches: number;
}

export const initialSessionFlowState: SessionFlowState = {
  session: { status: 'loading' },
  lastSyncMs: null,
  fetches: 0,
};

export type SessionEvent =
  | { readonly type: 'fetch-started'; readonly atMs: number }
  | {
      readonly type: 'fetched';
      /** The number the fetch had when it started (the state's `fetches` then). */
      readonly fetch: number;
      readonly result: E.Either<AppError, SessionUser>;
    };

/** Signed-in is detected by fetching the user; any failure means nobody (docs/product/roles.md#signed-in-detection). */
export const sessionTransition = (state: SessionFlowState, event: SessionEvent): SessionFlowState => {
  switch (event.type) {
    case 'fetch-started':
      return { ...state, lastSyncMs: event.atMs, fetches: state.fetches + 1 };
    case 'fetched':
      if (event.fetch !== state.fetches) return state;
      return {
        ...state,
        session: E.isRight(event.result)
          ? { status: 'authenticated', user: event.result.right }
          : { status: 'unauthenticated' },
      };
  }
};
