import * as O from 'fp-ts/lib/Option.js';
import { describe, expect, it } from 'vitest';
import {
  imageErrorMessage,
  imageFailureOf,
  nextImageSource,
} from '../../../src/core/images/image-fallback.rule.js';

const ORIGINAL = 'https://images.other.com/pool.jpg';
const SIZED = 'https://images.other.com/500/pool.jpg';

describe('image fallback', () => {
  it('optimised image failure falls back to original URL', () => {
    expect(nextImageSource(SIZED, ORIGINAL)).toEqual(O.some(ORIGINAL));
    expect(imageFailureOf(SIZED, ORIGINAL)).toBe('sized');
  });

  it('original image failure: nothing left to try', () => {
    expect(nextImageSource(ORIGINAL, ORIGINAL)).toEqual(O.none);
    expect(imageFailureOf(ORIGINAL, ORIGINAL)).toBe('original');
  });

  it("image failures reported as 'No image found for {url}' or 'No sized image found for {url}'", () => {
    expect(imageErrorMessage('original', ORIGINAL)).toBe(`No image found for ${ORIGINAL}`);
    expect(imageErrorMessage('sized', ORIGINAL)).toBe(`No sized image found for ${ORIGINAL}`);
  });
});
