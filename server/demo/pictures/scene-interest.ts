import type { InterestPicture, ServicePicture } from '../../media/picture.js';
import type { ServiceSubject } from './scene-service.js';

/**
 * What each demo interest's picture shows, as one of the services' scenes (scene-service.ts):
 * skiing is a lesson on the slope, a spa the stones and candles. An interest not named here
 * shows its market's landscape itself. Nothing is written into the picture: the page names the
 * interest beside it (issue 28: captions were baked into gradient cards, clipped and repeated).
 */
const SUBJECTS: Readonly<Record<string, ServiceSubject>> = {
  'private-chef': 'private_chef_dinner',
  'spa-wellness': 'in_home_massage',
  'grocery-stocking': 'grocery_stocking',
  'family-adventures': 'babysitting',
  'baby-gear': 'babysitting',
  skiing: 'seasonal_lessons',
  'guided-hikes': 'guided_tour',
  'yacht-charter': 'yacht_charter',
  'surf-lessons': 'seasonal_lessons',
  'boat-rental': 'sunset_cruise',
  paddleboarding: 'seasonal_lessons',
};

/** The interest as the service scene that shows it. */
export const interestAsService = (interest: InterestPicture): ServicePicture => ({
  serviceId: `interest-${interest.slug}`,
  name: interest.name,
  serviceKey: SUBJECTS[interest.slug] ?? interest.slug,
  kind: interest.kind,
  shot: 1,
});
