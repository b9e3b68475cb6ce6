import type { SceneKind } from '../../media/picture.js';
import type { Prng } from '../seed/prng.js';
import { type Material, ROUGH, textured, texturedRect, WOOD } from './scene-camera.js';
import { line, mix, n, path, rect, type Stage } from './scene-stage.js';

export type Architecture = 'modern' | 'chalet' | 'villa' | 'cabin' | 'adobe';

const STYLES: Record<SceneKind, readonly Architecture[]> = {
  beach: ['modern', 'villa', 'modern'],
  lake: ['cabin', 'modern', 'chalet'],
  desert: ['adobe', 'modern'],
  mountain: ['chalet', 'cabin', 'modern'],
  ski: ['chalet', 'modern', 'cabin'],
};

/** What a home looks like in every one of its pictures: chosen from the home, not the picture. */
export interface HomeLook {
  architecture: Architecture;
  wall: string;
  pool: boolean;
  wing: boolean;
}

export const homeLook = (prng: Prng, kind: SceneKind, pool: boolean): HomeLook => {
  const architecture = prng.pick(STYLES[kind]);
  const walls: Record<Architecture, readonly string[]> = {
    modern: ['#ece8e1', '#d9d4cc', '#f4f1ea'],
    chalet: ['#9b6a43', '#8a5d3b'],
    villa: ['#f1e6d2', '#f5ede0', '#ead7bb'],
    cabin: ['#7a5235', '#6b4a30'],
    adobe: ['#d4a373', '#cf9a68'],
  };
  return { architecture, wall: prng.pick(walls[architecture]), pool, wing: prng.chance(0.5) };
};

/** What the walls are made of: timber for chalets and cabins, rendered masonry for the rest. */
const surface = (look: HomeLook): Material =>
  look.architecture === 'chalet' || look.architecture === 'cabin' ? WOOD : ROUGH;

/**
 * The walls' colour as the light falls on them: brighter on the side facing the light, in
 * shade on the other (`url(#wl)`), so the house has a lit face as a photographed one does.
 */
const wallLight = (stage: Stage, look: HomeLook, x: number): string => {
  const wall = stage.c(look.wall);
  const [from, to] = stage.away(x) === 1 ? ['0', '1'] : ['1', '0'];
  return `<defs><linearGradient id="wl" x1="${from}" y1="0" x2="${to}" y2="0"><stop offset="0" stop-color="${mix(wall, '#ffffff', 0.14)}"/><stop offset="1" stop-color="${mix(wall, '#000000', 0.24)}"/></linearGradient></defs>`;
};

/** Window panes as one path: glass that mirrors the sky by day, warm light after dark. */
const panes = (stage: Stage, rects: readonly (readonly [number, number, number, number])[]): string => {
  const d = rects.map(([x, y, w, h]) => `M${x} ${y}h${w}v${h}h${-w}z`).join('');
  const glow = stage.lit ? path(d, 'none', ' stroke="#ffcf73" stroke-opacity=".3" stroke-width="5"') : '';
  return glow + path(d, stage.lit ? '#ffd27d' : stage.c('#9cc6dc'));
};

const BODIES: Record<Architecture, (stage: Stage, look: HomeLook) => string> = {
  modern: (stage, look) =>
    texturedRect(-62, -40, 124, 40, 'url(#wl)', surface(look)) +
    rect(-44, -72, 96, 32, stage.c('#3b3b3d')) +
    rect(-66, -43, 132, 4, stage.c('#2a2a2c')) +
    rect(-48, -75, 104, 4, stage.c('#2a2a2c')) +
    panes(stage, [
      [-54, -35, 66, 31],
      [20, -35, 34, 22],
      [-36, -67, 80, 20],
    ]) +
    line('M-32 -35v31M-10 -35v31M-14 -67v20M10 -67v20', stage.c('#2a2a2c'), 1),
  chalet: (stage, look) =>
    texturedRect(-50, -52, 100, 52, 'url(#wl)', surface(look)) +
    path('M-64 -48L0 -100L64 -48L58 -44L0 -90L-58 -44Z', stage.c('#43342c')) +
    textured('M-50 -52L0 -90L50 -52Z', 'url(#wl)', surface(look)) +
    (stage.kind === 'ski' ? path('M-64 -48L0 -100L64 -48L60 -52L0 -96L-60 -52Z', stage.c('#f6f8fc')) : '') +
    panes(stage, [
      [-40, -44, 18, 20],
      [-12, -44, 24, 20],
      [22, -44, 18, 20],
      [-8, -76, 16, 16],
    ]) +
    rect(-54, -26, 108, 3, stage.c('#4a362a')) +
    line(
      'M-50 -23v-12M-34 -23v-12M-18 -23v-12M-2 -23v-12M14 -23v-12M30 -23v-12M46 -23v-12',
      stage.c('#4a362a'),
      1.6,
    ),
  villa: (stage, look) =>
    texturedRect(-62, -46, 124, 46, 'url(#wl)', surface(look)) +
    path('M-68 -46L-46 -70H46L68 -46Z', stage.c('#c0643c')) +
    line('M-60 -60H60', stage.c('#a3532f'), 1) +
    panes(
      stage,
      [-50, -26, 2, 26].map((x) => [x, -36, 16, 24] as const),
    ) +
    path(
      'M-50 -36a8 8 0 0 1 16 0zM-26 -36a8 8 0 0 1 16 0zM2 -36a8 8 0 0 1 16 0zM26 -36a8 8 0 0 1 16 0z',
      stage.lit ? '#ffd27d' : stage.c('#9cc6dc'),
    ) +
    rect(44, -30, 10, 30, stage.c('#6b4a35')),
  cabin: (stage, look) =>
    texturedRect(-46, -42, 92, 42, 'url(#wl)', surface(look)) +
    line('M-46 -34h92M-46 -26h92M-46 -18h92M-46 -10h92', stage.c('#4d3322'), 1.2) +
    rect(22, -96, 10, 30, stage.c('#5a4a42')) +
    path('M-56 -40L0 -84L56 -40Z', stage.c('#3a3d3a')) +
    (stage.kind === 'ski' || stage.kind === 'mountain'
      ? path('M-56 -40L0 -84L56 -40L50 -44L0 -78L-50 -44Z', stage.c('#eef2f7'))
      : '') +
    panes(stage, [
      [-34, -32, 18, 16],
      [16, -32, 18, 16],
    ]) +
    rect(-8, -28, 16, 28, stage.c('#4a2f1f')) +
    (stage.lit
      ? '<circle cx="30" cy="-104" r="6" fill="#cfd3da" opacity=".35"/><circle cx="38" cy="-114" r="8" fill="#cfd3da" opacity=".25"/>'
      : ''),
  adobe: (stage, look) =>
    textured('M-60 0V-38q0 -4 4 -4H56q4 0 4 4V0Z', 'url(#wl)', surface(look)) +
    textured('M-30 -42V-62q0 -4 4 -4H34q4 0 4 4V-42Z', 'url(#wl)', surface(look)) +
    line('M-34 -57h-6M-34 -50h-6M42 -57h6M-64 -34h-6M64 -34h6', stage.c('#6b4a30'), 2.4) +
    panes(stage, [
      [-46, -30, 14, 14],
      [-14, -58, 16, 12],
      [20, -30, 14, 14],
    ]) +
    rect(-6, -30, 14, 30, stage.c('#2f8f8a')),
};

/** A side wing, lower than the house, so homes of one style still differ in outline. */
const wing = (stage: Stage, look: HomeLook): string =>
  look.architecture === 'chalet' || look.architecture === 'cabin'
    ? texturedRect(46, -30, 46, 30, 'url(#wl)', surface(look)) +
      path('M42 -30L66 -46L96 -30Z', stage.c('#43342c')) +
      panes(stage, [[58, -24, 22, 14]])
    : texturedRect(56, -26, 52, 26, 'url(#wl)', surface(look)) +
      rect(54, -29, 56, 3, stage.c('#3b3b3d')) +
      panes(stage, [[62, -22, 40, 16]]);

/** A pool in front of the house: by night it glows. */
const pool = (stage: Stage): string =>
  path('M-50 6h110l14 16h-134z', stage.lit ? '#38c6d8' : stage.c('#4fb3d9')) +
  line('M-36 12h30M14 16h36', '#ffffff', 1, ' opacity=".6"') +
  path('M-56 2h122l4 4h-130z', stage.c('#e9e2d6'));

/** A home standing on the ground at (x, ground), `scale` times its drawn size. */
export const house = (stage: Stage, look: HomeLook, x: number, ground: number, scale: number): string =>
  `${wallLight(stage, look, x)}<g class="home-${look.architecture}" transform="translate(${n(x)} ${n(ground)}) scale(${n(scale)})">${castShadow(stage, x)}${look.wing ? wing(stage, look) : ''}${BODIES[look.architecture](stage, look)}${look.pool ? pool(stage) : ''}</g>`;

/**
 * The house's shadow on the ground (in the house's own units): it leans away from the light
 * and towards the camera, longer when the light is low, with soft edges.
 */
const castShadow = (stage: Stage, x: number): string => {
  const lean = n(stage.away(x) * 90 * stage.reach);
  return path(
    `M-72 0H112l${lean} 14H${n(-72 + Number(lean))}Z`,
    '#000000',
    ' class="shadow" opacity=".3" filter="url(#sf)"',
  );
};
