import { ellipse, H, n, path, rect, type Stage, type TimeOfDay, W } from './scene-stage.js';

/**
 * The lens, the film and the light of a picture: what turns a drawn scene into something
 * composed as a photograph would be (issue 28, item 7; docs/product/pictures.md). Every scene
 * is drawn in flat colours; this module adds what a camera sees on top of it:
 *
 * - depth: far land goes soft through the lens (`#fr`, a blur) and hazed, as air does;
 * - light: the light source blooms over the frame (`#bl`), surfaces are lit
 *   from its side (the relief filters below), shadows fall away from it (`shadow`);
 * - materials: plaster, sand, snow and stone take a rough relief (`#tx`), wood a grain
 *   (`#tw`), each lit from where the light stands and laid over the surface (`textured`);
 * - film: a fine grain (`#gr`) and the lens's vignette (`#vg`) over everything.
 *
 * All of it is SVG filters and gradients inside the one document: nothing is downloaded.
 */

/** How the light stands at each time of day: its height (degrees), colour and strength. */
const LIGHTING: Record<TimeOfDay, { elevation: number; colour: string; bloom: number }> = {
  dawn: { elevation: 15, colour: '#ffd9c0', bloom: 0.5 },
  noon: { elevation: 65, colour: '#fff6e0', bloom: 0.3 },
  golden: { elevation: 22, colour: '#ffc070', bloom: 0.45 },
  dusk: { elevation: 30, colour: '#ff9a70', bloom: 0.35 },
  night: { elevation: 40, colour: '#aab8ff', bloom: 0.15 },
};

/** A surface's material: a rough one (plaster, sand, snow, grass, stone) or wood's grain. */
export type Material = 'tx' | 'tw';
export const ROUGH: Material = 'tx';
export const WOOD: Material = 'tw';

/**
 * How a material's relief is laid over a surface: the tile is white where a bump faces the
 * light and black where it turns away, transparent in between, so it brightens and darkens
 * the surface's own colour with plain alpha (a blend mode cost a third of a picture's time).
 */
const OVERLAY = ' opacity=".6"';

/** A surface (path `d`) in its colour, with its material's relief over it. */
export const textured = (d: string, fill: string, material: Material): string =>
  path(d, fill) + path(d, `url(#${material})`, OVERLAY);

export const texturedRect = (x: number, y: number, w: number, h: number, fill: string, material: Material) =>
  rect(x, y, w, h, fill) + rect(x, y, w, h, `url(#${material})`, OVERLAY);

/** The attribute that puts a layer out of focus, as far land or a window's view is. */
export const SOFT_FOCUS = ' filter="url(#fr)"';

/**
 * The direction the light comes from, as an SVG distant light's azimuth: degrees clockwise
 * from the picture's x axis (y points down), from the middle of the frame towards `source`.
 */
export const azimuthOf = (source: { x: number; y: number }): number =>
  Math.round((Math.atan2(source.y - H / 2, source.x - W / 2) * 180) / Math.PI + 360) % 360;

/**
 * A material's relief as a tile: noise as a bump map, lit from the picture's light and drawn
 * once into a small seamless pattern that the surfaces repeat. Drawing the noise over every
 * surface instead cost ten times the rest of a picture in the browser (docs/product/pictures.md).
 * The lighting's strength is scaled so a flat patch comes out mid-grey, which `SIGNED` turns
 * transparent, whatever the light's height.
 */
const relief = (
  id: Material,
  size: readonly [number, number],
  frequency: string,
  depth: number,
  seed: number,
  light: string,
  facing: number,
) => {
  const [w, h] = size;
  return `<filter id="${id}f" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feDiffuseLighting surfaceScale="${depth}" diffuseConstant="${n2(0.5 / facing)}" result="l">${light}</feDiffuseLighting>${SIGNED}</filter><pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${h}" filter="url(#${id}f)"/></pattern>`;
};

/**
 * Lit relief (grey, mid-grey where flat) as light and shade: white with the alpha of how far
 * above mid-grey, over black with the alpha of how far below.
 */
const SIGNED =
  '<feColorMatrix in="l" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 .8 0 0 0 -.4" result="hi"/>' +
  '<feColorMatrix in="l" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -.8 0 0 0 .4"/>' +
  '<feMerge><feMergeNode in="hi"/><feMergeNode/></feMerge>';

const n2 = (value: number): string => String(Math.round(value * 100) / 100);

/** What every picture may refer to: its lens, its materials and its light. */
const definitions = (stage: Stage, source: { x: number; y: number }): string => {
  const { elevation, colour, bloom } = LIGHTING[stage.time];
  const seed = stage.prng.int(1, 999);
  const light = `<feDistantLight azimuth="${azimuthOf(source)}" elevation="${elevation}"/>`;
  // A flat surface is lit by about sin(elevation): the relief is scaled by it, so a low sun
  // rakes the relief without darkening the whole surface.
  const facing = Math.max(0.3, Math.sin((elevation * Math.PI) / 180));
  return (
    '<defs>' +
    '<filter id="fr" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation=".9"/></filter>' +
    '<filter id="sf" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter>' +
    relief('tx', [60, 60], '.9', 0.8, seed, light, facing) +
    relief('tw', [120, 40], '.025 .9', 1, seed + 1, light, facing) +
    // The film's grain, drawn once into a tile and repeated over the frame.
    `<filter id="grf" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency=".95" seed="${seed}" stitchTiles="stitch" result="l"/>${SIGNED}</filter>` +
    '<pattern id="gr" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" filter="url(#grf)"/></pattern>' +
    `<radialGradient id="bl" cx="${n(source.x)}" cy="${n(source.y)}" r="${n(W * 0.7)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${colour}" stop-opacity="${bloom}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>` +
    '<radialGradient id="vg" cx=".5" cy=".45" r=".75"><stop offset=".5" stop-opacity="0"/><stop offset="1" stop-opacity=".34"/></radialGradient>' +
    '</defs>'
  );
};

/**
 * A scene as the camera takes it: the definitions its surfaces use, the scene, then the
 * light's bloom, the film's grain and the vignette on top. `source` is where the light enters
 * the frame: the sun outdoors (the default), the window in a room.
 */
export const photograph = (stage: Stage, scene: string, source = stage.light): string =>
  definitions(stage, source) +
  scene +
  `<g class="camera"><rect width="${W}" height="${H}" fill="url(#bl)"/>` +
  `<rect width="${W}" height="${H}" fill="url(#gr)" opacity=".25"/>` +
  `<rect width="${W}" height="${H}" fill="url(#vg)"/></g>`;

/**
 * The soft shadow of something `height` tall and `width` wide standing at (x, y): it falls
 * away from the light, longer the lower the light stands.
 */
export const shadow = (stage: Stage, x: number, y: number, width: number, height: number): string => {
  const length = height * stage.reach;
  return ellipse(
    x + (stage.away(x) * length) / 2,
    y + 2,
    width / 2 + length / 2,
    Math.max(2, width * 0.08),
    '#000000',
    ` class="shadow" opacity=".28" filter="url(#sf)"`,
  );
};
