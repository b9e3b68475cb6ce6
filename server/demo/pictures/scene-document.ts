import { H, W } from './scene-stage.js';

/** The picture's size in pixels, for the browser's layout before it loads (3:2, as photos are). */
const WIDTH = 1280;
const HEIGHT = 853;

/** A whole SVG picture around a drawn scene, named by `label` (already escaped) for screen readers. */
export const svgDocument = (body: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>\n`;
