import type { SceneKind } from '../../media/picture.js';
import { createPrng, type Prng } from '../seed/prng.js';

/** The kinds of place a demo market is, as its pictures show them. */
export const SCENE_KINDS: readonly SceneKind[] = ['beach', 'lake', 'desert', 'mountain', 'ski'];

export type TimeOfDay = 'dawn' | 'noon' | 'golden' | 'dusk' | 'night';
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['dawn', 'noon', 'golden', 'dusk', 'night'];

/** The picture's own coordinates: 3:2, small numbers so the markup stays short. */
export const W = 480;
export const H = 320;

interface Light {
  /** Sky from the top to the horizon. */
  sky: readonly [string, string, string];
  /** What the time of day casts over the land: every land colour is mixed towards it. */
  tint: string;
  amount: number;
  /** Whether windows and lamps are lit. */
  lit: boolean;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: { sky: ['#6474ad', '#e7a9b4', '#fcdcb0'], tint: '#f3a9a0', amount: 0.14, lit: false },
  noon: { sky: ['#2f7fc8', '#7fbce6', '#dcf0f9'], tint: '#ffffff', amount: 0, lit: false },
  golden: { sky: ['#7089bd', '#f2b46c', '#fde3a7'], tint: '#f0a040', amount: 0.2, lit: false },
  dusk: { sky: ['#1d2450', '#6a4a7c', '#ec8a6a'], tint: '#2b2452', amount: 0.42, lit: true },
  night: { sky: ['#050918', '#101b44', '#26376b'], tint: '#060a24', amount: 0.6, lit: true },
};

/** Everything one picture is drawn with: its dice, its place, its light and its horizon. */
export interface Stage {
  prng: Prng;
  kind: SceneKind;
  time: TimeOfDay;
  horizon: number;
  lit: boolean;
  sky: readonly [string, string, string];
  /** Where the light comes from: the sun (or the moon after dark), in the picture's coordinates. */
  light: { x: number; y: number };
  /** Which way shadows fall across the picture: away from the light, -1 to the left, 1 to the right. */
  away: (x: number) => -1 | 1;
  /** How long a shadow is for each unit of height: long when the light is low. */
  reach: number;
  /** A land colour as this light shows it. */
  c: (hex: string) => string;
}

const channels = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** `hex` moved `amount` (0-1) of the way to `towards`. */
export const mix = (hex: string, towards: string, amount: number): string => {
  const [a, b] = [channels(hex), channels(towards)];
  return `#${a
    .map((v, i) =>
      Math.round(v + ((b[i] ?? v) - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};

/** How high the light stands over the horizon at each time of day (picture units). */
const LIGHT_HEIGHT: Record<TimeOfDay, (prng: Prng, horizon: number) => number> = {
  dawn: (_, horizon) => horizon - 6,
  noon: (prng) => prng.int(36, 70),
  golden: (prng, horizon) => horizon - prng.int(22, 48),
  dusk: (prng) => prng.int(34, 80),
  night: (prng) => prng.int(34, 80),
};

const REACH: Record<TimeOfDay, number> = { dawn: 0.9, noon: 0.15, golden: 0.7, dusk: 0.5, night: 0.3 };

export const createStage = (seed: string, kind: SceneKind, time: TimeOfDay, horizon?: number): Stage => {
  const prng = createPrng(seed);
  const light = LIGHTS[time];
  const ground = horizon ?? prng.int(170, 205);
  const at = { x: prng.int(60, W - 60), y: LIGHT_HEIGHT[time](prng, ground) };
  return {
    prng,
    kind,
    time,
    horizon: ground,
    lit: light.lit || (time === 'golden' && prng.chance(0.4)),
    sky: light.sky,
    light: at,
    away: (x) => (x < at.x ? -1 : 1),
    reach: REACH[time],
    c: (hex) => (light.amount === 0 ? hex : mix(hex, light.tint, light.amount)),
  };
};

/** A number with at most one decimal, as SVG coordinates are written here. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const group = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;
