import { chooseImageWidth } from './image-width.rule.js';

// The host may be configured as a bare name or as a URL; only its host name matters.
const hostName = (staticHost: string): string => {
  // Stryker disable next-line Regex: equivalent: unanchored, a later scheme sits after a '/' that the next line cuts at
  const withoutScheme = staticHost.replace(/^[a-z]+:\/\//i, '');
  // Stryker disable next-line Regex: equivalent: without '$' the greedy '.*' still reaches the end of a one-line host
  return withoutScheme.replace(/[/:?#].*$/, '').toLowerCase();
};

/**
 * The URL of an image sized for `requestedWidth` (docs/product/constants.md#image-widths).
 * Images on the product's static host are resized on request, so they get a `width` query
 * parameter; other image hosts keep pre-sized copies in a folder per width, so the width goes
 * in as a path segment just before the file name (`/homes/a/pool.jpg` ->
 * `/homes/a/1280/pool.jpg`). Anything that is not an absolute http(s) URL (a data: URL, a
 * relative path, garbage) is left as it is.
 */
export const optimisedImageUrl = (url: string, requestedWidth: number, staticHost: string): string => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  const width = String(chooseImageWidth(requestedWidth));
  if (parsed.hostname === hostName(staticHost)) {
    parsed.searchParams.set('width', width);
    return parsed.toString();
  }
  const slash = parsed.pathname.lastIndexOf('/');
  parsed.pathname = `${parsed.pathname.slice(0, slash)}/${width}${parsed.pathname.slice(slash)}`;
  return parsed.toString();
};
