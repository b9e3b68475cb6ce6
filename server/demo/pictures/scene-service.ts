import { escapeHtml } from '../../http/html.js';
import type { SceneKind, ServicePicture } from '../../media/picture.js';
import { photograph, ROUGH, textured, WOOD } from './scene-camera.js';
import { board, candle, car, person } from './scene-figures.js';
import { flanks } from './scene-foreground.js';
import { land } from './scene-land.js';
import { lampGlow } from './scene-rooms.js';
import { INDOOR_LIGHT, INDOOR_SUBJECTS } from './scene-service-indoors.js';
import { sky } from './scene-sky.js';
import {
  createStage,
  ellipse,
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
  ...INDOOR_SUBJECTS,
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
  private_yoga: (stage) =>
    sky(stage) +
    land(stage) +
    textured('M0 250H480V320H0Z', stage.c('#a67c52'), WOOD) +
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
      textured('M0 230H480V320H0Z', stage.c('#7a6a5a'), ROUGH) +
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
  const scene = subject
    ? `<g class="subject-${subject}">${DRAW[subject](stage)}</g>`
    : sky(stage) + land(stage) + flanks(stage, 200, 280, stage.horizon + 80);
  const body = photograph(stage, scene, (subject && INDOOR_LIGHT[subject]) || stage.light);
  const what =
    subject === 'seasonal_lessons'
      ? LESSONS[service.kind]
      : subject
        ? SERVICE_SUBJECTS[subject]
        : 'the place itself';
  return { body, label: escapeHtml(`${service.name}: ${what}`) };
};
