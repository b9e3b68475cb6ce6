import { shadow } from './scene-camera.js';
import { pines } from './scene-land.js';
import { ellipse, line, n, path, type Stage, W } from './scene-stage.js';

const palm = (stage: Stage, x: number, y: number, h: number): string => {
  const lean = stage.prng.int(-14, 14);
  const [tx, ty] = [x + lean, y - h];
  const fronds = [-1, 1]
    .flatMap((side) => [
      `M${n(tx)} ${n(ty)}q${n(side * h * 0.2)} ${n(-h * 0.16)} ${n(side * h * 0.42)} ${n(h * 0.06)}`,
      `M${n(tx)} ${n(ty)}q${n(side * h * 0.26)} ${n(-h * 0.02)} ${n(side * h * 0.36)} ${n(h * 0.26)}`,
      `M${n(tx)} ${n(ty)}q${n(side * h * 0.06)} ${n(-h * 0.2)} ${n(side * h * 0.2)} ${n(-h * 0.22)}`,
    ])
    .join('');
  return (
    line(`M${n(x)} ${n(y)}q${n(lean * 0.2)} ${n(-h / 2)} ${n(lean)} ${n(-h)}`, stage.c('#7a5a3a'), h * 0.07) +
    line(fronds, stage.c('#2f6b3a'), h * 0.06)
  );
};

const cactus = (stage: Stage, x: number, y: number, h: number): string =>
  line(
    `M${n(x)} ${n(y)}v${n(-h)}M${n(x)} ${n(y - h * 0.45)}h${n(-h * 0.22)}v${n(-h * 0.3)}M${n(x)} ${n(y - h * 0.6)}h${n(h * 0.2)}v${n(-h * 0.26)}`,
    stage.c('#4f7a45'),
    h * 0.13,
    ' stroke-linejoin="round"',
  );

/** What stands in front on either side of the subject (x from `from` to `to` kept clear). */
export const flanks = (stage: Stage, from: number, to: number, ground: number): string => {
  const { prng, c } = stage;
  const spots = [prng.int(10, Math.max(12, from - 30)), prng.int(Math.min(to + 30, W - 12), W - 10)];
  if (prng.chance(0.5)) spots.push(prng.int(10, Math.max(12, from - 60)));
  // Where each stands and how tall it is, so each casts its shadow before it is drawn.
  const [low, high] = FLANK_HEIGHTS[stage.kind];
  const standing = spots.map((x) => [x, ground + prng.int(4, 18), prng.int(low, high)] as const);
  const shadows = standing.map(([x, y, h]) => shadow(stage, x, y, h * 0.3, h)).join('');
  switch (stage.kind) {
    case 'beach':
      return shadows + standing.map(([x, y, h]) => palm(stage, x, y, h)).join('');
    case 'desert':
      return (
        shadows +
        standing.map(([x, y, h]) => cactus(stage, x, y, h)).join('') +
        spots.map((x) => ellipse(x + 26, ground + 20, 10, 5, c('#8a8f55'))).join('')
      );
    case 'ski':
      return (
        shadows +
        pines(standing, c('#294536')) +
        path(
          standing.map(([x, , h]) => `M${x - 10} ${n(ground + 12 - h * 0.62)}l10 -16l10 16z`).join(''),
          c('#f4f7fb'),
          ' opacity=".8"',
        )
      );
    default:
      return shadows + pines(standing, c('#25412f'));
  }
};

/** How tall what stands in front grows in each place (picture units). */
const FLANK_HEIGHTS: Record<Stage['kind'], readonly [number, number]> = {
  beach: [70, 110],
  desert: [40, 70],
  ski: [60, 90],
  mountain: [60, 100],
  lake: [60, 100],
};
