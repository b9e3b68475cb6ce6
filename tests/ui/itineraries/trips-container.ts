import { ItemDetailsViewModel } from '../../../src/ui/itineraries/item-details.view-model.js';
import { ItineraryViewModel } from '../../../src/ui/itineraries/itinerary.view-model.js';
import { ItineraryHistoryViewModel } from '../../../src/ui/itineraries/itinerary-history.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { testContainer } from '../../support/test-container.js';

/**
 * The app's test container with the trip view-models bound as the composition root's
 * container builds them: a new one per page.
 */
export const tripsContainer = (options: Parameters<typeof testContainer>[0] = {}) => {
  const ports = testContainer(options);
  const { container } = ports;
  if (!container.isBound(ItineraryHistoryViewModel)) container.bind(ItineraryHistoryViewModel).toSelf();
  if (!container.isBound(ItineraryViewModel)) container.bind(ItineraryViewModel).toSelf();
  if (!container.isBound(ItemDetailsViewModel)) container.bind(ItemDetailsViewModel).toSelf();
  return ports;
};

/** The container with the shell started, so the session is known as pages see it. */
export const startedTripsContainer = async (options: Parameters<typeof testContainer>[0] = {}) => {
  const ports = tripsContainer(options);
  const shell = ports.container.get(ShellViewModel);
  await shell.appStarted('');
  return { ...ports, shell };
};
