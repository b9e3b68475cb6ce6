import { describe, expect, it } from 'vitest';
import {
  COLLAGE_IMAGE_WIDTH,
  chooseImageWidth,
  SHARING_IMAGE_WIDTH,
} from '../../../src/core/images/image-width.rule.js';

describe('image width choice', () => {
  it.each([
    [1, 500],
    [499, 500],
    [500, 500],
    [501, 768],
    [768, 768],
    [769, 1280],
    [1280, 1280],
    [1281, 2560],
    [2560, 2560],
    [4000, 2560],
  ])(
    'image widths 500, 768, 1280, else 2560 (smallest listed not below requested): %i → %i',
    (requested, width) => {
      expect(chooseImageWidth(requested)).toBe(width);
    },
  );

  it('image widths: a width that is not a number asks for the largest (decision)', () => {
    expect(chooseImageWidth(Number.NaN)).toBe(2560);
  });

  it('widths 500 (collage), 1280 (sharing)', () => {
    expect(COLLAGE_IMAGE_WIDTH).toBe(500);
    expect(SHARING_IMAGE_WIDTH).toBe(1280);
  });
});
