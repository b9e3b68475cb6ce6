import { ROUGH, SOFT_FOCUS, textured } from './scene-camera.js';
import { H, line, mix, n, path, rect, type Stage, W } from './scene-stage.js';

type Point = readonly [number, number];

/** A range of hills or peaks across the picture, from `base` up to `rise` higher, closed at the bottom. */
const range = (stage: Stage, base: number, rise: number, count: number): Point[] => {
  const { prng } = stage;
  const step = W / count;
  return Array.from({ length: count + 1 }, (_, i) => {
    const peak = i % 2 === 1;
    const height = peak ? rise * (0.55 + prng.next() * 0.45) : rise * prng.next() * 0.35;
    return [i * step + (i > 0 && i < count ? prng.int(-12, 12) : 0), base - height] as const;
  });
};

const outline = (points: readonly Point[], smooth: boolean): string => {
  const [first, ...rest] = points;
  const last = points[points.length - 1] ?? [W, 0];
  // Smooth: a curve through the midpoints, each bent towards the point between them.
  const moves = smooth
    ? `${rest
        .slice(0, -1)
        .map(([x, y], i) => {
          const [nx, ny] = rest[i + 1] ?? [x, y];
          return `Q${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
        })
        .join('')}L${n(last[0])} ${n(last[1])}`
    : rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join('');
  return `M${n(first?.[0] ?? 0)} ${n(first?.[1] ?? 0)}${moves}V${H}H0Z`;
};

/** White caps on the peaks higher than `snowLine`, following the slopes down a little. */
const snowCaps = (points: readonly Point[], snowLine: number, colour: string): string => {
  const caps = points.flatMap(([x, y], i) => {
    const left = points[i - 1];
    const right = points[i + 1];
    if (!left || !right || y > snowLine) return [];
    const t = 0.3;
    const [lx, ly] = [x + (left[0] - x) * t, y + (left[1] - y) * t];
    const [rx, ry] = [x + (right[0] - x) * t, y + (right[1] - y) * t];
    return [
      `M${n(x)} ${n(y)}L${n(rx)} ${n(ry)}L${n((x + rx) / 2)} ${n(ry - 4)}L${n(x)} ${n(ry + 3)}L${n((x + lx) / 2)} ${n(ly - 3)}L${n(lx)} ${n(ly)}Z`,
    ];
  });
  return caps.length > 0 ? path(caps.join(''), colour) : '';
};

/** Conifers as one path: two stacked triangles each. */
export const pines = (spots: readonly (readonly [number, number, number])[], colour: string): string =>
  spots.length === 0
    ? ''
    : path(
        spots
          .map(
            ([x, y, h]) =>
              `M${n(x)} ${n(y - h)}l${n(h * 0.28)} ${n(h * 0.5)}h${n(-h * 0.56)}zM${n(x)} ${n(y - h * 0.72)}l${n(h * 0.38)} ${n(h * 0.72)}h${n(-h * 0.76)}z`,
          )
          .join(''),
        colour,
      );

/**
 * The far land, the water and the ground of a place, without what stands in front. The far
 * land is out of focus and hazed towards the horizon's colour, as air and a lens show distance
 * in a photograph (scene-camera.ts); the near ground carries its material.
 */
export const land = (stage: Stage): string => {
  const [far, near] = landOf(stage);
  return `<g class="land-${stage.kind}"><g class="far"${SOFT_FOCUS}>${far}</g>${haze(stage)}${near}</g>`;
};

/** A land colour as it shows from afar: the light's colour, then the air's between. */
const distant = (stage: Stage, hex: string): string => mix(stage.c(hex), stage.sky[2], 0.35);

/** The air's own light along the horizon, over the far land and fading into the near. */
const haze = (stage: Stage): string => {
  const { horizon: y } = stage;
  return `<defs><linearGradient id="hz" x1="0" y1="${y - 60}" x2="0" y2="${y + 30}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${stage.sky[2]}" stop-opacity="0"/><stop offset=".7" stop-color="${stage.sky[2]}" stop-opacity=".3"/><stop offset="1" stop-color="${stage.sky[2]}" stop-opacity="0"/></linearGradient></defs>${rect(0, y - 60, W, 90, 'url(#hz)')}`;
};

/**
 * The sun's (or moon's) path on open water from `top` down: broken streaks under the light,
 * wider as they come nearer, as a photograph catches the glitter.
 */
const glitter = (stage: Stage, top: number): string => {
  if (stage.time === 'noon') return '';
  const { prng, light } = stage;
  const streaks = Array.from({ length: 9 }, (_, i) => {
    const w = 6 + i * 5 + prng.int(0, 8);
    return `M${n(light.x - w / 2 + prng.int(-4, 4))} ${n(top + 4 + i * i * 1.3)}h${w}`;
  }).join('');
  const colour = stage.time === 'night' || stage.time === 'dusk' ? '#f4f1de' : '#ffe2a0';
  return line(streaks, colour, 1.6, ' opacity=".55"');
};

const landOf = (stage: Stage): readonly [far: string, near: string] => {
  const { prng, horizon: y, c } = stage;
  switch (stage.kind) {
    case 'mountain': {
      const far = range(stage, y, prng.int(90, 130), prng.pick([4, 6]));
      const near = range(stage, y + 14, prng.int(30, 55), 8);
      const forest = Array.from(
        { length: 26 },
        (_, i) => [i * 19 + prng.int(0, 10), y + 26 + prng.int(0, 8), prng.int(14, 24)] as const,
      );
      return [
        path(outline(far, false), distant(stage, '#7f93b0')) +
          snowCaps(far, y - 55, distant(stage, '#f4f7fb')),
        path(outline(near, true), c('#4f6f5a')) +
          pines(forest, c('#2e4c39')) +
          textured(`M0 ${y + 30}Q${W / 2} ${y + 18} ${W} ${y + 34}V${H}H0Z`, c('#7ea35a'), ROUGH),
      ];
    }
    case 'ski': {
      const far = range(stage, y, prng.int(100, 140), prng.pick([4, 6]));
      const [px, py] = [prng.int(140, 220), y - prng.int(70, 100)];
      const slope = `M0 ${y + 40}L${px} ${py}L${W} ${y + 30}V${H}H0Z`;
      // Runs down from the top of the slope, cut through the trees.
      const runs = `M${px} ${py + 6}q${prng.int(-30, 10)} 40 ${prng.int(-60, -30)} ${y + 40 - py}M${px + 8} ${py + 8}q${prng.int(20, 50)} 30 ${prng.int(90, 150)} ${y + 34 - py}`;
      const trees = Array.from(
        { length: 30 },
        () => [prng.int(0, W), y + prng.int(-10, 34), prng.int(10, 18)] as const,
      );
      const [x0, x1] = [prng.int(20, 90), prng.int(300, 440)];
      const lift = `M${x0} ${y + 24}L${x1} ${y - 70}`;
      const towers = [0.25, 0.5, 0.75].map((t) => {
        const [tx, ty] = [x0 + (x1 - x0) * t, y + 24 - 94 * t];
        return `M${n(tx)} ${n(ty)}v26M${n(tx + 18)} ${n(ty - 5)}v7`;
      });
      return [
        path(outline(far, false), distant(stage, '#c9d5e6')) +
          snowCaps(far, y + 10, distant(stage, '#f7f9fd')),
        textured(slope, c('#eef3f9'), ROUGH) +
          pines(trees, c('#2c4a3c')) +
          line(runs, c('#ffffff'), 7) +
          line(lift + towers.join(''), c('#3a3f4a'), 1.4) +
          textured(`M0 ${y + 44}Q${W / 2} ${y + 30} ${W} ${y + 46}V${H}H0Z`, c('#f7f9fc'), ROUGH) +
          line(`M30 ${y + 80}q120 -20 240 6M200 ${y + 110}q120 -14 260 4`, c('#dbe4ef'), 3),
      ];
    }
    case 'lake': {
      const hills = range(stage, y, prng.int(40, 70), 6);
      const shore = Array.from(
        { length: 24 },
        (_, i) => [i * 20 + prng.int(0, 10), y + 2, prng.int(8, 16)] as const,
      );
      // The far shore once, then mirrored in the water (faintly, and softer still) by
      // reference, not redrawn.
      return [
        `<g id="fs">${path(outline(hills, true), distant(stage, '#5f7f8f'))}${pines(shore, distant(stage, '#2f4c3a'))}</g>`,
        `<defs><linearGradient id="wa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c(stage.sky[2])}"/><stop offset="1" stop-color="${c('#2f5f7c')}"/></linearGradient></defs>` +
          rect(0, y, W, H - y, 'url(#wa)') +
          `<use href="#fs" transform="translate(0 ${2 * y + 4}) scale(1 -1)" opacity=".28"${SOFT_FOCUS}/>` +
          glitter(stage, y) +
          line(
            `M${prng.int(40, 200)} ${y + 18}h60M${prng.int(200, 400)} ${y + 32}h40`,
            c('#ffffff'),
            1.2,
            ' opacity=".5"',
          ) +
          textured(`M0 ${y + 62}Q${W * 0.6} ${y + 50} ${W} ${y + 66}V${H}H0Z`, c('#6c8f4e'), ROUGH),
      ];
    }
    case 'beach': {
      const headland = prng.chance(0.6)
        ? path(
            `M${W} ${y}H${prng.int(300, 380)}q40 -${prng.int(20, 40)} ${prng.int(90, 140)} -${prng.int(20, 34)}Z`,
            distant(stage, '#5f7f6a'),
          )
        : '';
      return [
        headland,
        `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c('#1f7fa8')}"/><stop offset="1" stop-color="${c('#63c7d6')}"/></linearGradient></defs>` +
          rect(0, y, W, H - y, 'url(#sea)') +
          glitter(stage, y) +
          line(
            `M${prng.int(20, 120)} ${y + 16}h50M${prng.int(150, 300)} ${y + 26}h70M${prng.int(300, 420)} ${y + 12}h40`,
            c('#ffffff'),
            1.2,
            ' opacity=".55"',
          ) +
          path(`M0 ${y + 44}Q${W * 0.4} ${y + 34} ${W} ${y + 52}V${H}H0Z`, c('#f4f8f6'), ' opacity=".8"') +
          textured(`M0 ${y + 50}Q${W * 0.4} ${y + 40} ${W} ${y + 58}V${H}H0Z`, c('#ecd6a8'), ROUGH),
      ];
    }
    case 'desert': {
      const back = range(stage, y, prng.int(30, 50), 5);
      const mesas = Array.from({ length: prng.int(2, 3) }, (_, i) => {
        const x = i * 170 + prng.int(0, 60);
        const [w, h] = [prng.int(70, 130), prng.int(40, 80)];
        return `M${x} ${y + 4}L${x + 14} ${y - h}H${x + w - 12}L${x + w} ${y + 4}Z`;
      }).join('');
      return [
        path(outline(back, true), distant(stage, '#d9a384')),
        textured(mesas, c('#b8663f'), ROUGH) +
          line(mesas.replace(/Z/g, ''), c('#9a5234'), 1.2, ' opacity=".5"') +
          textured(`M0 ${y + 2}Q${W / 3} ${y - 8} ${W} ${y + 6}V${H}H0Z`, c('#e3b57f'), ROUGH) +
          textured(`M0 ${y + 60}Q${W / 2} ${y + 30} ${W} ${y + 70}V${H}H0Z`, c('#d7a067'), ROUGH),
      ];
    }
  }
};
