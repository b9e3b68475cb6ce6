import * as O from 'fp-ts/lib/Option.js';

/** Which attempt at showing an image failed: the sized copy or the original itself. */
export type ImageFailure = 'sized' | 'original';

export interface ImageErrorReport {
  readonly failure: ImageFailure;
  readonly message: string;
}

/**
 * When the sized image fails the original is tried (docs/product/errors.md#image-failures);
 * when the original fails there is nothing left to try. An optimised URL equal to the
 * original (an image we could not size) has no fallback either: trying it again would fail
 * again.
 */
export const nextImageSource = (failedSrc: string, originalUrl: string): O.Option<string> =>
  failedSrc === originalUrl ? O.none : O.some(originalUrl);

/** What a failure is: the original failing means no image at all. */
export const imageFailureOf = (failedSrc: string, originalUrl: string): ImageFailure =>
  failedSrc === originalUrl ? 'original' : 'sized';

/**
 * docs/product/errors.md#image-failures report texts. Both name the original URL: it
 * identifies the image whichever copy failed, and it is the key that keeps each image
 * reported once.
 */
export const imageErrorMessage = (failure: ImageFailure, originalUrl: string): string =>
  failure === 'original' ? `No image found for ${originalUrl}` : `No sized image found for ${originalUrl}`;
