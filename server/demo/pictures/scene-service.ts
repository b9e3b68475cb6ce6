import { escapeHtml } from '../../http/html.js';
import type { SceneKind, ServicePicture } from '../../media/picture.js';
import { board, candle, car, person } from './scene-figures.js';
import { flanks, land } from './scene-land.js';
import { lampGlow, room, view } from './scene-rooms.js';
import { sky } from './scene-sky.js';
import {
  createStage,
  ellipse,
  group,
  H,
  line,
  n,
  path,
  rect,
  type Stage,
  type TimeOfDay,
  W,
} from './scene-stage.js';

/** What a service's pictures show, by the service key of the demo data. */
export const SERVICE_SUBJECTS = {
  private_chef_dinner: 'a dinner table set by a private chef',
  breakfast_chef: 'breakfast laid out by the window',
  cooking_class: 'fresh ingredients on a kitchen island',
  yacht_charter: 'a yacht on the water',
  sunset_cruise: 'a sailboat under the evening sky',
  in_home_massage: 'spa stones, towels and candles',
  private_yoga: 'yoga on a deck with a view',
  guided_tour: 'a guide leading walkers along a trail',
  seasonal_lessons: 'a lesson with an instructor',
  airport_transfer: 'a car waiting on the road, a plane overhead',
  suv_rental: 'an SUV on a road through the landscape',
  grocery_stocking: 'a bag of groceries on the counter',
  babysitting: 'children flying a kite',
  dining_picks: 'a restaurant terrace under string lights',
} as const;

export type ServiceSubject = keyof typeof SERVICE_SUBJECTS;

export const isServiceSubject = (key: string): key is ServiceSubject => Object.hasOwn(SERVICE_SUBJECTS, key);

/** When each subject is best seen: the picture's time is drawn from these. */
const HOURS: Record<ServiceSubject, readonly TimeOfDay[]> = {
  private_chef_dinner: ['golden', 'dusk', 'night'],
  breakfast_chef: ['dawn', 'noon'],
  cooking_class: ['noon', 'golden', 'dusk'],
  yacht_charter: ['noon', 'golden', 'dawn'],
  sunset_cruise: ['golden', 'dusk'],
  in_home_massage: ['dusk', 'night', 'golden'],
  private_yoga: ['dawn', 'golden', 'noon'],
  guided_tour: ['noon', 'dawn', 'golden'],
  seasonal_lessons: ['noon', 'golden'],
  airport_transfer: ['noon', 'dusk', 'dawn'],
  suv_rental: ['noon', 'golden', 'dawn'],
  grocery_stocking: ['noon', 'dawn'],
  babysitting: ['noon', 'golden'],
  dining_picks: ['dusk', 'night'],
};

const LESSONS: Record<SceneKind, string> = {
  ski: 'a ski lesson on the slope',
  mountain: 'a ski lesson on the slope',
  beach: 'a surf lesson on the waves',
  lake: 'a paddleboard lesson on the lake',
  desert: 'a climbing lesson on the rock',
};

const JACKETS = ['#c0392b', '#1f6fb2', '#e0a030', '#2f8f6a', '#6a4a9a'];

/** A table in front of a wide window: what lies on it is the picture's subject. */
const tableByWindow = (stage: Stage, top: string): string =>
  rect(0, 0, W, H, stage.c('#e8e0d4')) +
  view(stage, 20, 16, 440, 170) +
  path('M-10 206H490L520 320H-40Z', stage.c(top));

const plate = (x: number, y: number, food: string): string =>
  ellipse(x, y, 34, 10, '#f7f5f0') +
  ellipse(x, y, 24, 6, '#ebe7df') +
  path(`M${x - 12} ${y}q12 -12 24 0z`, food);

const glass = (x: number, y: number, wine: string): string =>
  path(`M${x - 7} ${y - 36}h14q0 16 -7 18q-7 -2 -7 -18z`, '#ffffff', ' opacity=".7"') +
  path(`M${x - 6} ${y - 28}h12q-1 9 -6 10q-5 -1 -6 -10z`, wine) +
  line(`M${x} ${y - 18}v16M${x - 6} ${y}h12`, '#ffffff', 1.6, ' opacity=".8"');

/**
 * Open water in the place: the sea on the coast, a lake in the mountains, and in the desert
 * a canyon lake below the mesas.
 */
const water = (stage: Stage): string => {
  if (stage.kind === 'beach' || stage.kind === 'lake') return land(stage);
  if (stage.kind !== 'desert') return land({ ...stage, kind: 'lake' });
  const y = stage.horizon;
  return (
    land(stage) +
    path(
      `M0 ${y + 14}Q${W / 2} ${y + 6} ${W} ${y + 16}V${y + 70}Q${W / 2} ${y + 80} 0 ${y + 66}Z`,
      stage.c('#3f86a8'),
    ) +
    line(`M60 ${y + 30}h70M260 ${y + 44}h90`, stage.c('#ffffff'), 1.2, ' opacity=".5"')
  );
};

const DRAW: Record<ServiceSubject, (stage: Stage) => string> = {
  private_chef_dinner: (stage) =>
    tableByWindow(stage, '#f4f1ea') +
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
    tableByWindow(stage, '#b8936a') +
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
  yacht_charter: (stage) => {
    const x = stage.prng.int(120, 280);
    const y = stage.horizon + stage.prng.int(30, 50);
    return (
      sky(stage) +
      water(stage) +
      path(`M${x} ${y}h150l-14 18h-126z`, '#f7f7f5') +
      path(`M${x + 24} ${y}v-16h80l20 16z`, '#f0f0ee') +
      path(`M${x + 40} ${y - 16}v-12h44l12 12z`, '#e8e8e6') +
      rect(x + 30, y - 12, 86, 6, '#2a3440') +
      line(
        `M${x - 60} ${y + 20}q60 -6 80 -4M${x - 40} ${y + 28}q50 -4 70 -6`,
        '#ffffff',
        1.6,
        ' opacity=".6"',
      )
    );
  },
  sunset_cruise: (stage) => {
    const x = stage.prng.int(140, 300);
    const y = stage.horizon + stage.prng.int(26, 44);
    return (
      sky(stage) +
      water(stage) +
      path(`M${x} ${y}h80l-10 12h-62z`, stage.c('#3a2f2a')) +
      line(`M${x + 38} ${y}v-90`, stage.c('#3a2f2a'), 2) +
      path(`M${x + 40} ${y - 88}v82h44z`, stage.c('#f4efe6')) +
      path(`M${x + 36} ${y - 80}v72h-30z`, stage.c('#ece4d6'))
    );
  },
  in_home_massage: (stage) =>
    rect(0, 0, W, H, stage.c('#e9e1d6')) +
    view(stage, 260, 30, 180, 130) +
    rect(0, 220, W, 100, stage.c('#8f6a48')) +
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
  private_yoga: (stage) =>
    sky(stage) +
    land(stage) +
    path('M0 250H480V320H0Z', stage.c('#a67c52')) +
    line('M0 276H480M0 300H480', stage.c('#000000'), 1, ' opacity=".1"') +
    path('M170 292h150l10 10h-170z', stage.c('#6a9a8a')) +
    person(stage, 'tree', 246, 294, 120, stage.prng.pick(['#3a3f5a', '#7a4a6a', '#2f5f5a'])),
  guided_tour: (stage) => {
    const { prng, horizon: y } = stage;
    const snow = stage.kind === 'ski' || stage.kind === 'mountain';
    const trail = `M${prng.int(180, 300)} ${y + 20}q-80 30 0 60q90 30 -40 ${H - y - 60}`;
    const walkers = [0, 1, 2]
      .map((i) =>
        person(stage, 'hike', 170 + i * 46 + prng.int(-6, 6), 300 - i * 8, 90 - i * 10, prng.pick(JACKETS)),
      )
      .join('');
    return (
      sky(stage) +
      land(stage) +
      line(trail, stage.c(snow ? '#e4ebf3' : '#c9a878'), 14) +
      (stage.kind === 'desert' ? car(stage, 300, 296, 120, '#5a6b4a', true) : walkers) +
      flanks(stage, 150, 330, y + 80)
    );
  },
  seasonal_lessons: (stage) => {
    const { prng, horizon: y } = stage;
    if (stage.kind === 'beach')
      return (
        sky(stage) +
        land(stage) +
        path(
          `M0 ${y + 40}q120 -40 200 -10q40 16 30 -10q-20 -30 40 -20q120 20 210 60V${H}H0Z`,
          stage.c('#2a9fc0'),
        ) +
        line(`M230 ${y + 20}q-20 -30 40 -20`, '#ffffff', 4) +
        board(stage, 250, y + 46, 64, '#f5a623') +
        person(stage, 'surf', 250, y + 44, 60, '#1f2a3a')
      );
    if (stage.kind === 'lake')
      return (
        sky(stage) +
        land(stage) +
        board(stage, 230, y + 40, 90, '#f7f5f0') +
        person(stage, 'paddle', 230, y + 38, 70, prng.pick(JACKETS))
      );
    if (stage.kind === 'desert')
      return (
        sky(stage) +
        land(stage) +
        path('M200 320L240 40H480V320Z', stage.c('#b8663f')) +
        line('M270 80l20 60l-10 50l30 70M330 60l-10 90l40 80', stage.c('#9a5234'), 2) +
        line('M300 40V150', stage.c('#f5a623'), 1.4) +
        person(stage, 'climb', 300, 200, 70, '#1f6fb2')
      );
    return (
      sky(stage) +
      land({ ...stage, kind: 'ski' }) +
      person(stage, 'ski', 180, 290, 90, prng.pick(JACKETS)) +
      person(stage, 'ski', 300, 262, 60, prng.pick(JACKETS))
    );
  },
  airport_transfer: (stage) =>
    sky(stage) +
    land(stage) +
    path(
      `M0 ${H - 60}Q240 ${H - 80} 480 ${H - 56}V${H - 20}Q240 ${H - 44} 0 ${H - 24}Z`,
      stage.c('#4a4d52'),
    ) +
    line(`M20 ${H - 42}h40M120 ${H - 46}h40M240 ${H - 48}h40M360 ${H - 45}h40`, '#f4f1ea', 2) +
    car(stage, stage.prng.int(140, 260), H - 40, 150, '#1d1f24', false) +
    path(`M340 60l40 -6l4 -8l6 6l20 -2q6 2 0 4l-20 2l-14 14h-6l8 -14l-30 4l-6 6h-4z`, stage.c('#f4f4f4')),
  suv_rental: (stage) =>
    sky(stage) +
    land(stage) +
    path(
      `M${W} ${stage.horizon + 30}q-200 20 -250 60q-60 50 -280 ${H - stage.horizon}H120q120 -60 210 -110q60 -14 150 -30z`,
      stage.c('#55585e'),
    ) +
    car(
      stage,
      stage.prng.int(150, 230),
      H - 70,
      160,
      stage.prng.pick(['#1d1f24', '#e8e8e6', '#3a4a5a', '#6a3a2a']),
      true,
    ),
  grocery_stocking: (stage) =>
    tableByWindow(stage, '#e6dfd3') +
    path('M150 290l10 -110h120l10 110z', '#c8a27a') +
    line('M160 180l20 -8h80l20 8', '#b08a62', 3) +
    line('M200 180l30 -90', '#d9a04a', 12) +
    ellipse(180, 176, 24, 14, '#4f8a3a') +
    ellipse(262, 174, 18, 16, '#6aa84f') +
    ellipse(340, 280, 14, 14, '#c0392b') +
    ellipse(370, 284, 14, 14, '#e0a030') +
    path('M80 290h34v-60h-34z', '#f7f5f0'),
  babysitting: (stage) => {
    const { prng } = stage;
    const [kx, ky] = [prng.int(280, 400), prng.int(50, 110)];
    return (
      sky(stage) +
      land(stage) +
      path(`M${kx} ${ky - 24}l16 24l-16 24l-16 -24z`, prng.pick(JACKETS)) +
      line(
        `M${kx} ${ky + 24}q-10 20 6 40q-20 20 -8 30M${kx} ${ky + 24}Q${kx - 60} ${ky + 140} 200 250`,
        '#ffffff',
        1.2,
      ) +
      person(stage, 'child', 200, 290, 70, prng.pick(JACKETS)) +
      person(stage, 'child', 150, 296, 60, prng.pick(JACKETS)) +
      person(stage, 'stand', 110, 300, 100, '#3a3f4a')
    );
  },
  dining_picks: (stage) => {
    const bulbs = Array.from(
      { length: 9 },
      (_, i) => `M${30 + i * 52} ${n(40 + Math.sin((i / 8) * Math.PI) * 30)}h0`,
    ).join('');
    return (
      sky(stage) +
      land(stage) +
      path('M0 230H480V320H0Z', stage.c('#7a6a5a')) +
      line('M0 30Q240 100 480 30', '#2a2a2a', 1) +
      line(bulbs, '#ffd58a', 7) +
      [90, 240, 390]
        .map(
          (x) =>
            ellipse(x, 262, 54, 12, stage.c('#f4f1ea')) +
            line(`M${x} 272v40`, stage.c('#3a3a3a'), 3) +
            candle(x, 258, 10),
        )
        .join('') +
      lampGlow(stage, 240, 60, 4)
    );
  },
};

/**
 * A service's picture: its subject (by its service key) in its market's place, at an hour
 * that suits it. A key without a subject shows the place itself.
 */
export const serviceScene = (service: ServicePicture): { body: string; label: string } => {
  const seed = `service:${service.serviceId}:${service.shot}`;
  const subject = isServiceSubject(service.serviceKey) ? service.serviceKey : null;
  const hours = subject ? HOURS[subject] : (['noon', 'golden'] as const);
  const time = hours[(service.shot - 1 + hours.length) % hours.length] ?? 'noon';
  const stage = createStage(seed, service.kind, time);
  const body = subject
    ? `<g class="subject-${subject}">${DRAW[subject](stage)}</g>`
    : sky(stage) + land(stage) + flanks(stage, 200, 280, stage.horizon + 80);
  const what =
    subject === 'seasonal_lessons'
      ? LESSONS[service.kind]
      : subject
        ? SERVICE_SUBJECTS[subject]
        : 'the place itself';
  return { body, label: escapeHtml(`${service.name}: ${what}`) };
};
