import { shadow } from './scene-camera.js';
import { ellipse, group, line, n, path, rect, type Stage } from './scene-stage.js';

export type Pose = 'stand' | 'hike' | 'ski' | 'surf' | 'paddle' | 'tree' | 'climb' | 'child';

/** Each pose drawn 100 units tall, feet at the origin: limbs, then where the head is. */
const POSES: Record<Pose, { limbs: string; head: readonly [number, number]; gear?: string }> = {
  stand: { limbs: 'M0 -78V-44M0 -44L-7 0M0 -44L7 0M0 -74L-10 -48M0 -74L10 -48', head: [0, -88] },
  hike: {
    limbs: 'M0 -78L3 -44M3 -44L-10 0M3 -44L14 -2M1 -74L-12 -56M1 -74L14 -58M14 -58L20 0',
    head: [0, -88],
    gear: 'M-12 -78h9v22h-9z',
  },
  ski: {
    limbs:
      'M12 -70L0 -40M0 -40L10 -22L2 0M0 -40L14 -20L8 -2M10 -64L24 -48M10 -64L-4 -50M24 -48L30 -2M-4 -50L-14 -10',
    head: [15, -80],
    gear: 'M-18 3L36 -5',
  },
  surf: {
    limbs: 'M0 -60L-4 -36M-4 -36L-16 -16L-18 0M-4 -36L10 -16L14 0M-2 -56L-26 -54M-2 -56L22 -62',
    head: [1, -69],
  },
  paddle: { limbs: 'M0 -78V-44M0 -44L-7 0M0 -44L7 0M0 -72L-10 -60M0 -72L8 -56M-16 -88L18 8', head: [0, -88] },
  tree: { limbs: 'M0 -78V-44M0 -44V0M0 -44L14 -30L2 -22M0 -74L-8 -104M0 -74L8 -104', head: [0, -88] },
  climb: {
    limbs: 'M0 -78V-44M0 -44L-12 -28L-8 -8M0 -44L10 -40L14 -20M0 -74L-10 -100M0 -74L12 -96',
    head: [0, -88],
  },
  child: { limbs: 'M0 -62V-34M0 -34L-6 0M0 -34L6 0M0 -58L-12 -70M0 -58L10 -44', head: [0, -72] },
};

const SKIN = ['#e8c1a0', '#c68e6a', '#8d5a3b', '#f1d3bc'];

/** A person `height` tall standing (or skiing, surfing...) with feet at (x, y). */
export const person = (
  stage: Stage,
  pose: Pose,
  x: number,
  y: number,
  height: number,
  colour: string,
): string => {
  const { limbs, head, gear } = POSES[pose];
  const body =
    (gear ? line(gear, stage.c('#2a2a2a'), 4, ' stroke-linejoin="round"') : '') +
    line(limbs, stage.c(colour), 9, ' stroke-linejoin="round"') +
    ellipse(head[0], head[1], 9, 9, stage.c(stage.prng.pick(SKIN)));
  return (
    shadow(stage, x, y, height * 0.3, height) +
    group(`translate(${n(x)} ${n(y)}) scale(${n(height / 100)})`, body)
  );
};

/** A board under a surfer or a paddler. */
export const board = (stage: Stage, x: number, y: number, length: number, colour: string): string =>
  ellipse(x, y, length / 2, length / 18, stage.c(colour));

/** A car from the side, `length` long, wheels on y. */
export const car = (
  stage: Stage,
  x: number,
  y: number,
  length: number,
  colour: string,
  suv: boolean,
): string => {
  const s = length / 100;
  const roof = suv ? 'M14 -22L24 -40H74L86 -22Z' : 'M20 -20L34 -34H66L80 -20Z';
  return (
    shadow(stage, x + length / 2, y + 2, length * 1.05, length * 0.3) +
    group(
      `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
      path(`M0 -8V-20Q0 -24 6 -24H94Q100 -24 100 -18V-8Z${roof}`, stage.c(colour)) +
        path(
          suv ? 'M28 -37H48V-24H22ZM52 -37H72L80 -24H52Z' : 'M36 -31H48V-22H27ZM52 -31H64L74 -22H52Z',
          stage.c('#a8c4d8'),
        ) +
        ellipse(22, -6, 9, 9, '#1d1d1f') +
        ellipse(78, -6, 9, 9, '#1d1d1f') +
        ellipse(22, -6, 4, 4, '#9a9a9a') +
        ellipse(78, -6, 4, 4, '#9a9a9a') +
        (stage.lit
          ? path('M96 -18h8v4h-8z', '#ffe9a8') + ellipse(116, -14, 18, 6, '#ffe9a8', ' opacity=".3"')
          : ''),
    )
  );
};

/** A candle, lit. */
export const candle = (x: number, y: number, h: number): string =>
  rect(x - 3, y - h, 6, h, '#f6efe2') +
  path(`M${x} ${n(y - h - 9)}q4 6 0 8q-4 -2 0 -8z`, '#ffb440') +
  ellipse(x, y - h - 5, 10, 10, '#ffd58a', ' opacity=".25"');
