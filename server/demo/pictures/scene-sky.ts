import { ellipse, H, line, n, path, type Stage, W } from './scene-stage.js';

/**
 * The sky of a picture: its gradient down to the horizon, then the sun where the stage puts the
 * light (low and pale at dawn, small and high at noon, large and orange in the golden hour)
 * or the moon and stars after dark. Drawn first: the land covers the part below the horizon.
 */
export const sky = (stage: Stage): string => {
  const { prng, horizon, time } = stage;
  const [top, middle, bottom] = stage.sky;
  const gradient = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${top}"/><stop offset=".62" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
  const parts = [gradient, `<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  const { x, y } = stage.light;
  if (time === 'dawn') parts.push(ellipse(x, y, 22, 22, '#fff1c9', ' opacity=".9"'));
  if (time === 'noon') {
    parts.push(ellipse(x, y, 30, 30, '#ffffff', ' opacity=".25"'), ellipse(x, y, 14, 14, '#fffbe8'));
  }
  if (time === 'golden') {
    parts.push(ellipse(x, y, 46, 46, '#ffd58a', ' opacity=".35"'), ellipse(x, y, 24, 24, '#ffc45a'));
  }
  if (time === 'dusk' || time === 'night') {
    const count = time === 'night' ? 46 : 14;
    const stars = Array.from(
      { length: count },
      () => `M${prng.int(4, W - 4)} ${prng.int(4, Math.max(20, horizon - (time === 'night' ? 40 : 90)))}h0`,
    ).join('');
    parts.push(line(stars, '#ffffff', 1.6, ' opacity=".8"'));
    const moon = `M${x} ${y - 13}a13 13 0 1 0 9 22a11 11 0 1 1 -9 -22z`;
    parts.push(ellipse(x, y, 26, 26, '#dfe6ff', ' opacity=".12"'), path(moon, '#f4f1de'));
  }
  if ((time === 'noon' || time === 'dawn') && prng.chance(0.7)) parts.push(clouds(stage));
  return parts.join('');
};

const clouds = (stage: Stage): string => {
  const { prng, horizon } = stage;
  const puffs = Array.from({ length: prng.int(2, 4) }, () => {
    const cx = prng.int(20, W - 20);
    const cy = prng.int(24, Math.max(30, horizon - 60));
    const w = prng.int(30, 60);
    return `M${cx - w} ${cy}a${n(w * 0.45)} 12 0 0 1 ${n(w * 0.7)} -8a${n(w * 0.5)} 16 0 0 1 ${n(w * 0.9)} 0a${n(w * 0.3)} 10 0 0 1 ${n(w * 0.4)} 8z`;
  }).join('');
  return path(puffs, '#ffffff', ' opacity=".75"');
};
