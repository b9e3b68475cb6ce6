import { type Material, ROUGH, shadow, textured, texturedRect, WOOD } from './scene-camera.js';
import { candle } from './scene-figures.js';
import { lightThrough, type Opening, room, view, windowLight } from './scene-rooms.js';
import { ellipse, group, H, line, path, rect, type Stage, W } from './scene-stage.js';

/** The wide window behind a table, and the spa room's window. */
const TABLE_WINDOW: Opening = [20, 16, 440, 170];
const SPA_WINDOW: Opening = [260, 30, 180, 130];

/** A table in front of a wide window: what lies on it is the picture's subject. */
const tableByWindow = (stage: Stage, top: string, material: Material): string =>
  rect(0, 0, W, H, stage.c('#e8e0d4')) +
  view(stage, ...TABLE_WINDOW) +
  textured('M-10 206H490L520 320H-40Z', stage.c(top), material);

const plate = (x: number, y: number, food: string): string =>
  ellipse(x, y, 34, 10, '#f7f5f0') +
  ellipse(x, y, 24, 6, '#ebe7df') +
  path(`M${x - 12} ${y}q12 -12 24 0z`, food);

const glass = (x: number, y: number, wine: string): string =>
  path(`M${x - 7} ${y - 36}h14q0 16 -7 18q-7 -2 -7 -18z`, '#ffffff', ' opacity=".7"') +
  path(`M${x - 6} ${y - 28}h12q-1 9 -6 10q-5 -1 -6 -10z`, wine) +
  line(`M${x} ${y - 18}v16M${x - 6} ${y}h12`, '#ffffff', 1.6, ' opacity=".8"');

/** The services photographed indoors, each drawn as its subject (scene-service.ts names them). */
export const INDOOR_SUBJECTS = {
  private_chef_dinner: (stage) =>
    tableByWindow(stage, '#f4f1ea', ROUGH) +
    // The setting half as large again, so the dinner, not the table, fills the picture.
    group(
      'translate(-120 -110) scale(1.5)',
      plate(150, 256, '#b5533c') +
        plate(330, 256, '#6a8f3c') +
        glass(210, 250, '#7a1f2e') +
        glass(270, 250, '#7a1f2e') +
        candle(240, 236, 22),
    ),
  breakfast_chef: (stage) =>
    tableByWindow(stage, '#b8936a', WOOD) +
    plate(170, 262, '#e0b050') +
    ellipse(300, 250, 16, 6, '#f7f5f0') +
    path('M286 226h28v24h-28z', '#f7f5f0') +
    ellipse(300, 228, 13, 3, '#5a3a22') +
    path('M90 250h22v-34h-22z', '#f5a623', ' opacity=".85"') +
    path('M360 262q20 -22 50 -6q-6 12 -26 12z', '#d9a04a') +
    ellipse(420, 238, 20, 8, stage.c('#e8e0d4')) +
    ellipse(412, 230, 7, 7, '#c0392b') +
    ellipse(426, 228, 7, 7, '#e0a030'),
  cooking_class: (stage) =>
    room(stage, 'kitchen') +
    path('M170 232h90l-4 -10h-82z', '#c8a27a') +
    ellipse(196, 222, 8, 8, '#c0392b') +
    ellipse(214, 220, 8, 8, '#d04a30') +
    line('M230 224l24 -6', '#e67e22', 5) +
    path('M300 232h50v-26h-50z', stage.c('#4a4a4a')) +
    line('M310 198q-6 -10 2 -20M328 198q-6 -10 2 -20', '#ffffff', 2, ' opacity=".6"'),
  in_home_massage: (stage) =>
    rect(0, 0, W, H, stage.c('#e9e1d6')) +
    view(stage, ...SPA_WINDOW) +
    texturedRect(0, 220, W, 100, stage.c('#8f6a48'), WOOD) +
    shadow(stage, 150, 222, 110, 60) +
    ellipse(150, 214, 56, 14, stage.c('#5d5a57')) +
    ellipse(150, 194, 42, 12, stage.c('#6f6b67')) +
    ellipse(150, 177, 30, 10, stage.c('#84807b')) +
    ellipse(150, 163, 18, 7, stage.c('#99948e')) +
    path('M250 226h120v-22q0 -10 -10 -10h-100q-10 0 -10 10z', stage.c('#f4f1ea')) +
    line('M262 212h96', stage.c('#d9d2c6'), 2) +
    candle(60, 220, 26) +
    candle(396, 226, 18) +
    line('M430 226q-4 -40 10 -70', '#5f7f4a', 3) +
    ellipse(442, 152, 8, 6, '#e9c0d8'),
  grocery_stocking: (stage) =>
    tableByWindow(stage, '#e6dfd3', ROUGH) +
    path('M150 290l10 -110h120l10 110z', '#c8a27a') +
    line('M160 180l20 -8h80l20 8', '#b08a62', 3) +
    line('M200 180l30 -90', '#d9a04a', 12) +
    ellipse(180, 176, 24, 14, '#4f8a3a') +
    ellipse(262, 174, 18, 16, '#6aa84f') +
    ellipse(340, 280, 14, 14, '#c0392b') +
    ellipse(370, 284, 14, 14, '#e0a030') +
    path('M80 290h34v-60h-34z', '#f7f5f0'),
} satisfies Record<string, (stage: Stage) => string>;

/** Where the light enters the subjects photographed indoors: the middle of their window. */
const BY_THE_WINDOW = lightThrough(TABLE_WINDOW);
export const INDOOR_LIGHT: Readonly<Record<string, { x: number; y: number }>> = {
  private_chef_dinner: BY_THE_WINDOW,
  breakfast_chef: BY_THE_WINDOW,
  grocery_stocking: BY_THE_WINDOW,
  cooking_class: windowLight('kitchen'),
  in_home_massage: lightThrough(SPA_WINDOW),
};
