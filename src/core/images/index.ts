export { ImageErrorLog } from './image-error-log.rule.js';
export { type ImageFailure, imageFailureOf } from './image-fallback.rule.js';
export { COLLAGE_IMAGE_WIDTH, IMAGE_WIDTHS, SHARING_IMAGE_WIDTH } from './image-width.rule.js';
export { optimisedImageUrl } from './optimised-image-url.rule.js';
export { sharingImageUrl } from './sharing-image.rule.js';
