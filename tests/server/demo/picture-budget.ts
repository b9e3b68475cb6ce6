import { gzipSync } from 'node:zlib';

/**
 * The budget of one picture as it travels (the host compresses SVG): a card's photo must not
 * weigh on the page. The camera's definitions (scene-camera.ts) repeat in every picture and
 * compress well, so the budget counts compressed bytes, with a looser bound on the text
 * (docs/product/pictures.md).
 */
export const MAX_GZIP_BYTES = 3000;
export const MAX_BYTES = 10_000;

/** A picture's size on the wire. */
export const travelling = (svg: string): number => gzipSync(svg).length;
