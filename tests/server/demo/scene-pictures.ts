import { renderPicture } from '../../../server/demo/pictures/svg-art.js';
import type { HomePicture, ServicePicture } from '../../../server/media/picture.js';

/** A home's picture as the media route draws it: Elk Meadow Hideaway's first, unless told. */
export const homePicture = (overrides: Partial<HomePicture> = {}): string =>
  renderPicture({
    kind: 'home',
    home: { homeId: 'h1', name: 'Elk Meadow Hideaway', kind: 'mountain', shot: 1, pool: false, ...overrides },
  });

/** A service's picture as the media route draws it: a ski lesson's first, unless told. */
export const servicePicture = (overrides: Partial<ServicePicture> = {}): string =>
  renderPicture({
    kind: 'service',
    service: {
      serviceId: 's1',
      name: 'Private Ski Lessons',
      serviceKey: 'seasonal_lessons',
      kind: 'ski',
      shot: 1,
      ...overrides,
    },
  });
