import { createHash } from 'node:crypto';
import { escapeHtml } from '../../http/html.js';
import type { Art, Picture, PictureRenderer, Scenery } from '../../media/picture.js';
import { svgDocument } from './scene-document.js';
import { homeScene } from './scene-home.js';
import { interestAsService } from './scene-interest.js';
import { serviceScene } from './scene-service.js';

const WIDTH = 1280;
const HEIGHT = 853;

// Low silhouettes along the bottom, one per landscape, so a card reads at a glance.
const SCENERY: Record<Scenery, string> = {
  mountain: 'M0 700 L220 430 L380 610 L600 330 L820 600 L1000 420 L1280 680 L1280 853 L0 853 Z',
  beach: 'M0 690 Q160 650 320 690 T640 690 T960 690 T1280 690 L1280 853 L0 853 Z',
  lake: 'M0 640 L300 560 L520 640 L760 540 L1280 650 L1280 700 L0 700 Z M0 720 L1280 720 L1280 853 L0 853 Z',
  desert: 'M0 720 Q300 600 620 700 T1280 660 L1280 853 L0 853 Z M980 250 a70 70 0 1 0 0.1 0 Z',
  plain: 'M0 760 Q640 700 1280 760 L1280 853 L0 853 Z',
};

const hueOf = (key: string): number => createHash('sha256').update(key).digest().readUInt16LE(0) % 360;

/**
 * A title card for demo data that names a thing rather than shows a place (categories,
 * partner logos): a gradient in colours derived from the key, a
 * landscape silhouette and the title. Deterministic, so it can be cached and compared.
 */
export const renderArt = (art: Art): string => {
  const hue = hueOf(art.key);
  const from = `hsl(${hue}, 62%, 58%)`;
  const to = `hsl(${(hue + 50) % 360}, 55%, 28%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(art.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<path d="${SCENERY[art.scenery]}" fill="#00000033"/>
<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">
<text x="640" y="430" font-size="72" font-weight="600" fill="#ffffff" text-anchor="middle">${escapeHtml(art.title)}</text>
</g>
</svg>
`;
};

const sceneOf = (picture: Exclude<Picture, { kind: 'card' }>): { body: string; label: string } => {
  if (picture.kind === 'home') return homeScene(picture.home);
  if (picture.kind === 'interest') return serviceScene(interestAsService(picture.interest));
  return serviceScene(picture.service);
};

/**
 * The SVG of a picture. Homes, services and interests are drawn as places (scene-home.ts,
 * scene-service.ts, scene-interest.ts) and name nothing in the picture itself: the page names
 * them beside it.
 */
export const renderPicture: PictureRenderer = (picture: Picture): string => {
  if (picture.kind === 'card') return renderArt(picture.art);
  const { body, label } = sceneOf(picture);
  return svgDocument(body, label);
};
