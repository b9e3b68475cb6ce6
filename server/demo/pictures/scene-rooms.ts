import { SOFT_FOCUS, shadow, texturedRect, WOOD } from './scene-camera.js';
import { land } from './scene-land.js';
import { sky } from './scene-sky.js';
import { ellipse, H, line, n, path, rect, type Stage, W } from './scene-stage.js';

export type Room = 'living' | 'bedroom' | 'kitchen';

/**
 * The place seen through a window at (x, y): the same sky and land, cropped to the opening.
 * The camera is focused and exposed for the room, so by day the view beyond is soft and
 * washed bright, as a window is in a photograph of an interior.
 */
export const view = (stage: Stage, x: number, y: number, w: number, h: number): string =>
  `<g class="view"${SOFT_FOCUS}><svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${sky(stage)}${land(stage)}</svg></g>` +
  (stage.lit ? '' : rect(x, y, w, h, '#ffffff', ' opacity=".3"')) +
  line(`M${x} ${y}h${w}v${h}h${-w}zM${n(x + w / 2)} ${y}v${h}`, '#f4f1ea', 5) +
  line(`M${x} ${y + h}h${w}`, '#d8d0c4', 8);

/** A lamp: bright and haloed when the light outside is low. */
export const lampGlow = (stage: Stage, x: number, y: number, r: number): string =>
  stage.lit ? ellipse(x, y, r * 3, r * 3, '#ffd58a', ' opacity=".25"') + ellipse(x, y, r, r, '#ffe2a8') : '';

/** A window in a picture: x, y, width and height. */
export type Opening = readonly [number, number, number, number];

/** Where the light of a window enters: its middle. */
export const lightThrough = ([x, y, w, h]: Opening): { x: number; y: number } => ({
  x: x + w / 2,
  y: y + h / 2,
});

/** Where the light of a room enters. */
export const windowLight = (which: Room): { x: number; y: number } => lightThrough(WINDOWS[which]);

/** Each room's window. */
const WINDOWS: Record<Room, Opening> = {
  living: [130, 34, 220, 130],
  bedroom: [130, 34, 220, 130],
  kitchen: [120, 30, 240, 150],
};

/**
 * Daylight from the window laid on the floor: the opening's width, stretched towards the
 * camera and leaning away from the sun outside. None after dark.
 */
const sunOnFloor = (stage: Stage, x: number, w: number): string =>
  stage.lit
    ? ''
    : path(
        `M${x} 236h${w}l${stage.away(x + w / 2) * 60} 84h${-w}z`,
        '#fff3d6',
        ' class="sunlight" opacity=".22" filter="url(#sf)"',
      );

const floor = (stage: Stage, colour: string): string =>
  texturedRect(0, 236, W, H - 236, stage.c(colour), WOOD) +
  line(
    'M0 258H480M0 284H480M60 236l-40 84M200 236l-12 84M340 236l20 84',
    stage.c('#000000'),
    1,
    ' opacity=".08"',
  );

const living = (stage: Stage): string => {
  const { prng, c } = stage;
  const sofa = c(prng.pick(['#e9e2d6', '#8c9a8a', '#c7b8a3', '#5b6b7c']));
  const fire = stage.kind === 'ski' || stage.kind === 'mountain';
  return (
    shadow(stage, 220, 264, 250, 30) +
    ellipse(230, 290, 150, 24, c(prng.pick(['#d8cbb8', '#b9a48a', '#c9c2b8']))) +
    path('M110 226h220v40h-220z', sofa) +
    path(
      'M100 200h240q8 0 8 8v58h-16v-36h-224v36h-16v-58q0 -8 8 -8z',
      c(sofa === '#e9e2d6' ? '#d9d0c2' : '#4a5563'),
    ) +
    rect(130, 210, 80, 22, sofa, ' rx="6"') +
    rect(230, 210, 80, 22, sofa, ' rx="6"') +
    rect(170, 272, 100, 10, c('#6b4a35'), ' rx="3"') +
    ellipse(200, 270, 10, 4, c('#f4f1ea')) +
    (fire
      ? rect(390, 150, 80, 86, c('#8a8580')) +
        rect(404, 180, 52, 56, '#2a2420') +
        path('M418 236q6 -22 12 -30q4 16 10 6q4 14 2 24z', '#f59e3a')
      : path('M410 236l8 -40h30l8 40z', c('#b48a5a')) + ellipse(432, 170, 22, 30, c('#4f7a45'))) +
    line('M70 236v-96', c('#3a3a3a'), 2) +
    path('M56 140h28l-6 -22h-16z', stage.lit ? '#ffe2a8' : c('#efe6d4')) +
    lampGlow(stage, 70, 132, 6)
  );
};

const bedroom = (stage: Stage): string => {
  const { prng, c } = stage;
  const linen = c(prng.pick(['#f7f5f0', '#eef1f4']));
  const throwColour = c(prng.pick(['#7a8f9c', '#b48a5a', '#8c6a7a', '#5f7f6a']));
  return (
    shadow(stage, 240, 278, 290, 30) +
    rect(120, 170, 240, 70, c('#6b4a35'), ' rx="6"') +
    path('M104 240h272v34h-272z', linen) +
    path('M104 262h272v18h-272z', throwColour) +
    ellipse(178, 238, 40, 12, linen) +
    ellipse(302, 238, 40, 12, linen) +
    rect(50, 232, 44, 40, c('#8a6a50')) +
    rect(386, 232, 44, 40, c('#8a6a50')) +
    path('M62 232l6 -22h8l6 22z', stage.lit ? '#ffe2a8' : c('#efe6d4')) +
    path('M398 232l6 -22h8l6 22z', stage.lit ? '#ffe2a8' : c('#efe6d4')) +
    lampGlow(stage, 72, 216, 5) +
    lampGlow(stage, 408, 216, 5)
  );
};

const kitchen = (stage: Stage): string => {
  const { prng, c } = stage;
  const top = c(prng.pick(['#f4f2ee', '#2f3133', '#e6dfd3']));
  return (
    rect(0, 190, 110, 46, c('#d9d2c6')) +
    rect(370, 190, 110, 46, c('#d9d2c6')) +
    rect(0, 186, 110, 5, top) +
    rect(370, 186, 110, 5, top) +
    shadow(stage, 240, 312, 300, 24) +
    path('M100 244h280v44h-280z', c(prng.pick(['#3f4a55', '#6b4a35', '#5f7f6a']))) +
    rect(92, 236, 296, 9, top) +
    line('M150 288v26M200 288v26M280 288v26M330 288v26', c('#2a2a2a'), 3) +
    line('M176 0v54M304 0v54', c('#2a2a2a'), 1.4) +
    path('M164 64q12 -16 24 0zM292 64q12 -16 24 0z', c('#2a2a2a')) +
    lampGlow(stage, 176, 66, 5) +
    lampGlow(stage, 304, 66, 5) +
    ellipse(240, 232, 22, 6, c('#e9e2d6')) +
    ellipse(232, 227, 5, 5, '#e0a030') +
    ellipse(244, 228, 5, 5, '#9bbf4a')
  );
};

/** A room of the home with a window onto its place. */
export const room = (stage: Stage, which: Room): string => {
  const wall = stage.c(stage.prng.pick(['#efe7dc', '#e8e2d8', '#f3eee6', '#e4ddd2']));
  const [x, y, w, h] = WINDOWS[which];
  const body = which === 'living' ? living(stage) : which === 'bedroom' ? bedroom(stage) : kitchen(stage);
  return (
    rect(0, 0, W, H, wall) +
    view(stage, x, y, w, h) +
    floor(stage, stage.prng.pick(['#a67c52', '#b8936a', '#8f6a48', '#c8b8a0'])) +
    sunOnFloor(stage, x, w) +
    (stage.lit ? rect(0, 0, W, H, '#ffb347', ' opacity=".08"') : '') +
    body
  );
};
