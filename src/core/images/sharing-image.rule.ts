import { SHARING_IMAGE_WIDTH } from './image-width.rule.js';
import { optimisedImageUrl } from './optimised-image-url.rule.js';

/**
 * The picture of a page's sharing card (docs/product/overview.md#page-metadata): the page's
 * first photo at the sharing width, 1280 (docs/product/constants.md#image-widths). A sharing
 * card is read by another site, so the address is absolute, resolved against the page's own.
 * A photo that is not a usable address gives no card picture rather than a broken one.
 */
export const sharingImageUrl = (photoUrl: string, pageUrl: string, staticHost: string): string | null => {
  let absolute: URL;
  try {
    absolute = new URL(photoUrl, pageUrl);
  } catch {
    return null;
  }
  if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
  return optimisedImageUrl(absolute.toString(), SHARING_IMAGE_WIDTH, staticHost);
};
