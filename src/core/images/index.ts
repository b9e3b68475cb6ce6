// The images area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { ImageErrorLog } from './image-error-log.rule.js';
export { type ImageFailure, imageFailureOf } from './image-fallback.rule.js';
export { COLLAGE_IMAGE_WIDTH, IMAGE_WIDTHS, SHARING_IMAGE_WIDTH } from './image-width.rule.js';
export { optimisedImageUrl } from './optimised-image-url.rule.js';
export { MEDIA_STATIC_HOST, photoSources } from './photo-sources.rule.js';
export { sharingImageUrl } from './sharing-image.rule.js';
