import { escapeHtml } from '../../http/html.js';
import type { HomePicture, SceneKind } from '../../media/picture.js';
import { createPrng } from '../seed/prng.js';
import { photograph, ROUGH, shadow, textured, texturedRect, WOOD } from './scene-camera.js';
import { flanks } from './scene-foreground.js';
import { type HomeLook, homeLook, house } from './scene-house.js';
import { land } from './scene-land.js';
import { room, windowLight } from './scene-rooms.js';
import { sky } from './scene-sky.js';
import {
  createStage,
  ellipse,
  H,
  line,
  path,
  rect,
  type Stage,
  TIMES_OF_DAY,
  type TimeOfDay,
  W,
} from './scene-stage.js';

/**
 * The angles a home is seen from, one per picture in turn: the first is the wide view a card
 * shows, then the facade close up, the living room, the terrace, a bedroom and the kitchen.
 */
export const SHOTS = ['wide', 'facade', 'living', 'terrace', 'bedroom', 'kitchen'] as const;
export type Shot = (typeof SHOTS)[number];

const DESCRIBED: Record<Shot, string> = {
  wide: 'seen from afar',
  facade: 'its front',
  living: 'the living room',
  terrace: 'the terrace',
  bedroom: 'a bedroom',
  kitchen: 'the kitchen',
};

const SETTING: Record<SceneKind, string> = {
  beach: 'by the sea',
  lake: 'on the lake',
  desert: 'in the desert',
  mountain: 'in the mountains',
  ski: 'on the ski slopes',
};

const wide = (stage: Stage, look: HomeLook): string => {
  const { prng } = stage;
  const ground = stage.horizon + prng.int(58, 78);
  const x = prng.int(150, 330);
  const scale = prng.int(9, 12) / 10;
  return (
    sky(stage) +
    land(stage) +
    house(stage, look, x, ground, scale) +
    flanks(stage, x - 80 * scale, x + 120 * scale, ground)
  );
};

const facade = (stage: Stage, look: HomeLook): string => {
  const { prng, c } = stage;
  const x = prng.int(200, 280);
  const lawn: Record<SceneKind, string> = {
    beach: '#ecd6a8',
    lake: '#6c8f4e',
    desert: '#d7a067',
    mountain: '#7ea35a',
    ski: '#f7f9fc',
  };
  return (
    sky(stage) +
    land(stage) +
    texturedRect(0, 250, W, H - 250, c(lawn[stage.kind]), ROUGH) +
    house(stage, { ...look, pool: false }, x, 280, 2.1) +
    flanks(stage, x - 170, x + 240, 300)
  );
};

const terrace = (stage: Stage, look: HomeLook): string => {
  const { prng, c } = stage;
  const water = look.pool || stage.kind === 'beach' || stage.kind === 'desert';
  const tub = water
    ? path('M150 262h260l30 40h-320z', stage.lit ? '#38c6d8' : c('#4fb3d9')) +
      line('M180 276h60M300 288h70', '#ffffff', 1.4, ' opacity=".6"')
    : ellipse(330, 270, 70, 18, c('#8a6a50')) +
      ellipse(330, 266, 60, 13, stage.lit ? '#38c6d8' : c('#6fc3d9'));
  const chair = (x: number) =>
    shadow(stage, x + 34, 304, 70, 30) +
    path(`M${x} 300l40 -6l22 -26l6 4l-20 32l-48 8z`, c(prng.pick(['#f4f1ea', '#2f3133', '#c7b8a3'])));
  return (
    sky(stage) +
    land(stage) +
    textured('M0 236H480V320H0Z', c('#a67c52'), WOOD) +
    line('M0 256H480M0 280H480M0 304H480', c('#000000'), 1, ' opacity=".1"') +
    line('M0 226H480M20 226v20M120 226v20M220 226v20M320 226v20M420 226v20', c('#2f3133'), 2) +
    tub +
    chair(prng.int(20, 60)) +
    (stage.kind === 'beach'
      ? path('M90 200q30 -24 60 0z', c('#f4f1ea')) + line('M120 200v96', c('#6b4a35'), 2)
      : '') +
    (stage.lit
      ? line('M60 226v-14', c('#2f3133'), 2) +
        rect(54, 198, 12, 14, '#ffe2a8', ' rx="2"') +
        ellipse(60, 205, 34, 34, '#ffd58a', ' opacity=".18"')
      : '')
  );
};

/** The time of day of one picture: the wide view is at the home's own hour, the rest vary. */
const timeOf = (homeId: string, shot: Shot, index: number): TimeOfDay => {
  const own = createPrng(`home-time:${homeId}`).pick(TIMES_OF_DAY);
  if (shot === 'wide') return own;
  return createPrng(`home-time:${homeId}:${index}`).pick(TIMES_OF_DAY);
};

export const homeScene = (home: HomePicture): { body: string; label: string } => {
  const index = Math.max(0, home.shot - 1);
  const shot = SHOTS[index % SHOTS.length] ?? 'wide';
  const look = homeLook(createPrng(`home-look:${home.homeId}`), home.kind, home.pool);
  const stage = createStage(`home:${home.homeId}:${home.shot}`, home.kind, timeOf(home.homeId, shot, index));
  const drawn =
    shot === 'wide'
      ? wide(stage, look)
      : shot === 'facade'
        ? facade(stage, look)
        : shot === 'terrace'
          ? terrace(stage, look)
          : room(stage, shot);
  const indoors = shot === 'living' || shot === 'bedroom' || shot === 'kitchen';
  const body = photograph(
    stage,
    `<g class="shot-${shot}">${drawn}</g>`,
    indoors ? windowLight(shot) : stage.light,
  );
  const what =
    shot === 'wide' || shot === 'facade'
      ? `a ${look.architecture} home ${SETTING[home.kind]}`
      : `${SETTING[home.kind]}`;
  return {
    body,
    label: escapeHtml(
      `${home.name}, ${DESCRIBED[shot]}: ${what}, at ${stage.time === 'golden' ? 'golden hour' : stage.time}`,
    ),
  };
};
