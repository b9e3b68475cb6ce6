import { useEffect } from 'react';
import { MEDIA_STATIC_HOST, SHARING_IMAGE_WIDTH, sharingImageUrl } from '../../core/images/index.js';

/**
 * A page with a picture (a home, a service) gives its sharing card that picture at the sharing
 * width (docs/product/overview.md#page-metadata): Open Graph's og:image with its width, and
 * twitter:image for the summary_large_image card the head already declares. The tags leave with
 * the page, so the next page never shares this one's picture.
 */
export const useSharingImage = (photoUrl: string | null): void => {
  useEffect(() => {
    const url = photoUrl ? sharingImageUrl(photoUrl, window.location.href, MEDIA_STATIC_HOST) : null;
    if (!url) return;
    const tags = [
      ['property', 'og:image', url],
      ['property', 'og:image:width', String(SHARING_IMAGE_WIDTH)],
      ['name', 'twitter:image', url],
    ].map(([attribute, key, content]) => {
      const tag = document.createElement('meta');
      tag.setAttribute(attribute as string, key as string);
      tag.setAttribute('content', content as string);
      document.head.append(tag);
      return tag;
    });
    return () => {
      for (const tag of tags) tag.remove();
    };
  }, [photoUrl]);
};
