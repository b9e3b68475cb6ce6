import * as E from 'fp-ts/lib/Either.js';
import type { InterestGateway, UserInterest, UserInterestSearch } from '../../core/interest/index.js';
import type { AppError } from '../../core/shared/index.js';

type Answer = E.Either<AppError, readonly UserInterest[]>;

/**
 * User interests in memory: answers `interests` (or `failure`) at once, or, with `hold`
 * set, keeps each call waiting until the test calls `answerPending()`, to observe what
 * happens meanwhile. Every search asked for is kept in `searches`.
 */
export class InMemoryInterestGateway implements InterestGateway {
  readonly searches: UserInterestSearch[] = [];
  interests: readonly UserInterest[] = [];
  failure: AppError | null = null;
  hold = false;
  private pending: (() => void)[] = [];

  constructor(interests: readonly UserInterest[] = []) {
    this.interests = interests;
  }

  async userInterests(search: UserInterestSearch): Promise<Answer> {
    this.searches.push(search);
    if (this.hold) await new Promise<void>((resolve) => this.pending.push(resolve));
    return this.failure ? E.left(this.failure) : E.right(this.interests);
  }

  /** Lets every waiting call answer with what the gateway holds now. */
  answerPending(): void {
    const waiting = this.pending;
    this.pending = [];
    for (const release of waiting) release();
  }
}
