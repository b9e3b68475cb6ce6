import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The installable app's manifest and icons (issue 32 item 1; docs/architecture/offline.md),
 * made at build time: no icon file is kept in the repository, and the icons follow the
 * product's colours. The icons are drawn here pixel by pixel (a gold house on the navy of the
 * app's text colour) and written as PNG with Node's zlib: no image library is needed.
 */

/** The app's text colour (src/ui/components/global.css --color-text): the icon's ground and the theme. */
export const THEME_COLOUR = '#14213d';
/** The app's canvas (--color-canvas): the splash screen's background. */
export const BACKGROUND_COLOUR = '#f7f5f2';
const HOUSE_COLOUR = '#b08d57';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const ICON_SIZES = [192, 512] as const;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

const iconFile = (size: number, purpose: ManifestIcon['purpose']) =>
  `/icons/${purpose === 'maskable' ? 'maskable-' : 'icon-'}${size}.png`;

export const MANIFEST_ICONS: readonly ManifestIcon[] = ICON_SIZES.flatMap((size) =>
  (['any', 'maskable'] as const).map((purpose) => ({
    src: iconFile(size, purpose),
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose,
  })),
);

/** The web app manifest: the guest's trips are where the installed app opens. */
export const webAppManifest = (shortName: string) => ({
  name: `${shortName}: your trips`,
  short_name: shortName,
  description: 'Your vacation rentals and trip plans, in your pocket.',
  id: '/itineraries',
  start_url: '/itineraries',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  icons: MANIFEST_ICONS,
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** An RGB PNG of `size` pixels a side, each pixel's colour from `colourAt(x, y)` (0..1 each way). */
export const png = (size: number, colourAt: (x: number, y: number) => string): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1)
      rows.set(rgb(colourAt((x + 0.5) / size, (y + 0.5) / size)), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * The icon: a house (roof and walls, a door cut out) on the theme's navy. A maskable icon keeps
 * the house inside the middle 60%, well within the safe zone a launcher's mask leaves (80%).
 */
export const iconPng = (size: number, purpose: ManifestIcon['purpose']): Buffer => {
  const scale = purpose === 'maskable' ? 0.6 : 0.8;
  return png(size, (px, py) => {
    // Into the house's own box, 0..1 each way.
    const x = (px - 0.5) / scale + 0.5;
    const y = (py - 0.5) / scale + 0.5;
    const roof = y >= 0.1 && y < 0.5 && Math.abs(x - 0.5) <= (y - 0.1) * 1.125;
    const walls = y >= 0.5 && y <= 0.9 && x >= 0.2 && x <= 0.8;
    const door = y >= 0.65 && y <= 0.9 && x >= 0.43 && x <= 0.57;
    return (roof || walls) && !door ? HOUSE_COLOUR : THEME_COLOUR;
  });
};

/** Writes the manifest and its icons into the build's root (the host serves them from there). */
export const writeWebAppManifest = async (root: string, shortName: string): Promise<void> => {
  await mkdir(join(root, 'icons'), { recursive: true });
  await Promise.all([
    writeFile(join(root, MANIFEST_PATH.slice(1)), `${JSON.stringify(webAppManifest(shortName), null, 2)}\n`),
    ...MANIFEST_ICONS.map((icon) =>
      writeFile(join(root, icon.src.slice(1)), iconPng(Number.parseInt(icon.sizes, 10), icon.purpose)),
    ),
  ]);
};

/** The rsbuild side: the guest app's page links the manifest and names the theme colour. */
export const pluginWebAppManifest = (shortName: string): RsbuildPlugin => ({
  name: 'keyhaven:web-app-manifest',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }, { environment }) =>
      environment.name === 'web'
        ? {
            headTags: [
              ...headTags,
              { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH } },
              { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOUR } },
              { tag: 'link', attrs: { rel: 'apple-touch-icon', href: iconFile(192, 'any') } },
            ],
            bodyTags,
          }
        : { headTags, bodyTags },
    );
    api.onAfterBuild(async ({ environments }) => {
      const web = environments.web;
      if (web) await writeWebAppManifest(web.distPath, shortName);
    });
  },
});
