import type { testContainer } from '../../support/test-container.js';
import { renderAppOver } from '../app/render-app.js';
import { tripsContainer } from './trips-container.js';

/** The real app (routes, layout, container) at a URL, with the trip view-models bound. */
export const renderTrips = (url: string, options: Parameters<typeof testContainer>[0] = {}) => {
  const ports = tripsContainer(options);
  return { ...ports, view: renderAppOver(ports, url) };
};
