import { IMAGE_WIDTHS } from './image-width.rule.js';
import { optimisedImageUrl } from './optimised-image-url.rule.js';

/**
 * The product's resizing static host, where sized copies are asked for by `?width=`. None is
 * configured: homes' photos come as paths on our own media host, and sized copies sit under a
 * width segment. The app and the host read it here, so both name the same copies.
 */
export const MEDIA_STATIC_HOST = '';

/**
 * The sized copies of a photo a browser chooses among (docs/product/constants.md#image-widths):
 * `src`, the smallest, for a browser that reads no `srcset`, and `srcSet`, every width. The
 * page's <img> and the host's announcement of a page's first photo (server/http/page-preloads.ts)
 * both take them from here, so the browser finds the announced copy is the one the page wants.
 */
export const photoSources = (originalUrl: string, staticHost: string): { src: string; srcSet: string } => ({
  src: optimisedImageUrl(originalUrl, IMAGE_WIDTHS[0], staticHost),
  srcSet: IMAGE_WIDTHS.map((width) => `${optimisedImageUrl(originalUrl, width, staticHost)} ${width}w`).join(
    ', ',
  ),
});
