import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  iconPng,
  MANIFEST_ICONS,
  THEME_COLOUR,
  webAppManifest,
  writeWebAppManifest,
} from '../../../scripts/build/web-app-manifest.js';

/** A PNG read back with no library: its size and the colour of one pixel (RGB, filter none). */
const readPng = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idatAt = bytes.indexOf('IDAT');
  const length = bytes.readUInt32BE(idatAt - 4);
  const rows = inflateSync(bytes.subarray(idatAt + 4, idatAt + 4 + length));
  const pixel = (x: number, y: number) => {
    const at = y * (1 + width * 3) + 1 + x * 3;
    return `#${[...rows.subarray(at, at + 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  };
  return { width, height, pixel };
};

describe('the installable app’s manifest and icons (made at build time)', () => {
  it('opens on My Trips, standalone, in the product’s colours, with icons of 192 and 512 px', () => {
    const manifest = webAppManifest('Keyhaven');
    expect(manifest).toMatchObject({
      short_name: 'Keyhaven',
      start_url: '/itineraries',
      display: 'standalone',
      theme_color: THEME_COLOUR,
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('draws a real PNG: a house in the middle, the theme’s navy at the edges', () => {
    const icon = readPng(iconPng(192, 'any'));
    expect([icon.width, icon.height]).toEqual([192, 192]);
    expect(icon.pixel(2, 2)).toBe(THEME_COLOUR);
    expect(icon.pixel(96, 96)).toBe('#b08d57');
    // The door is cut out of the walls.
    expect(icon.pixel(70, 142)).toBe('#b08d57');
    expect(icon.pixel(96, 142)).toBe(THEME_COLOUR);
  });

  it('keeps a maskable icon’s house inside the safe zone (the middle 80%)', () => {
    const icon = readPng(iconPng(512, 'maskable'));
    for (let at = 0; at < 512; at += 1)
      for (const [x, y] of [
        [at, 51],
        [at, 460],
        [51, at],
        [460, at],
      ] as const)
        expect(icon.pixel(x, y)).toBe(THEME_COLOUR);
  });

  it('writes the manifest and every icon it names into the build', async () => {
    const root = await mkdtemp(join(tmpdir(), 'manifest-'));
    try {
      await writeWebAppManifest(root, 'Keyhaven');
      const written = JSON.parse(await readFile(join(root, 'manifest.webmanifest'), 'utf8'));
      expect(written.icons).toEqual(MANIFEST_ICONS);
      for (const icon of MANIFEST_ICONS) {
        const png = readPng(await readFile(join(root, icon.src.slice(1))));
        expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
