/**
 * The widths sized images exist in, and the largest, used for anything wider
 * (docs/product/constants.md#image-widths).
 */
export const IMAGE_WIDTHS = [500, 768, 1280] as const;
export const LARGEST_IMAGE_WIDTH = 2560;

/**
 * The collage of interest images asks for 500 (docs/product/constants.md#image-widths); a
 * sharing card for 1280.
 */
export const COLLAGE_IMAGE_WIDTH = 500;
export const SHARING_IMAGE_WIDTH = 1280;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number] | typeof LARGEST_IMAGE_WIDTH;

/**
 * The smallest sized width not below the requested one, so an image is never stretched
 * (docs/product/constants.md#image-widths). A width that is not a number asks for the
 * largest: too sharp beats blurry.
 */
export const chooseImageWidth = (requested: number): ImageWidth =>
  IMAGE_WIDTHS.find((width) => requested <= width) ?? LARGEST_IMAGE_WIDTH;
