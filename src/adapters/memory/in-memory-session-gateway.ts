import * as E from 'fp-ts/lib/Either.js';
import type { SessionGateway, SessionUser } from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import { appError } from '../../core/shared/index.js';

/** A session backend in memory: signed in as `user`, or nobody. */
export class InMemorySessionGateway implements SessionGateway {
  calls = 0;
  /** Resolve the pending currentUser() call by hand to observe the loading state. */
  hold = false;
  private release: (() => void) | null = null;

  constructor(public user: SessionUser | null = null) {}

  async currentUser(): Promise<E.Either<AppError, SessionUser>> {
    this.calls += 1;
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    return this.user
      ? E.right(this.user)
      : E.left(appError('unauthorized', 'User is not signed in.', { status: 401 }));
  }

  resolvePending(): void {
    this.release?.();
  }

  async logout(): Promise<E.Either<AppError, void>> {
    this.user = null;
    return E.right(undefined);
  }
}
