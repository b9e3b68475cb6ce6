import type { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import { ImageErrorLog } from '../../core/images/index.js';
import type { Clock } from '../../core/time/index.js';

/**
 * Photo failures reported once per image for 30 minutes
 * (docs/product/errors.md#image-failures and docs/product/constants.md#image-widths), however
 * often a card renders.
 */
export class PhotoFailures {
  private readonly log = new ImageErrorLog();

  constructor(
    private readonly errors: Pick<ErrorReporter, 'report'>,
    private readonly clock: Clock,
  ) {}

  failed(failure: ImageFailure, originalUrl: string): void {
    const message = this.log.record(failure, originalUrl, this.clock.now().getTime());
    if (message) this.errors.report(new Error(message), { during: 'showing a home photo' });
  }
}
