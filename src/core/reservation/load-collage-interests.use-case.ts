import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { InterestGateway, UserInterestSearch } from '../interest/index.js';

/** One collage picture and its caption (docs/product/routes.md#reservation-collage). */
export interface CollageTile {
  readonly name: string;
  readonly imageUrl: string;
}

export interface LoadCollageInterestsDeps {
  readonly interests: Pick<InterestGateway, 'userInterests'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * The interests the collage shows for the trip's market, dates and guests (userInterest,
 * docs/product/calls.md#services-and-misc). An interest without an image has nothing to show
 * and is left out. Failures of that call are only logged; the overlay then shows its words
 * without a collage.
 */
export const loadCollageInterests = async (
  deps: LoadCollageInterestsDeps,
  search: UserInterestSearch,
): Promise<readonly CollageTile[]> => {
  const answer = await deps.interests.userInterests(search);
  if (E.isLeft(answer)) {
    deps.errors.report(answer.left, { during: 'loading user interests' });
    return [];
  }
  return answer.right.flatMap((interest) =>
    interest.questionnaireImage ? [{ name: interest.name, imageUrl: interest.questionnaireImage }] : [],
  );
};
