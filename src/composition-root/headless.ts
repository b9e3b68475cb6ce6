import { InMemoryOffline } from '../adapters/memory/in-memory-offline.js';
import type { AppConfig } from '../core/shared/index.js';
import { buildContainer, type PortAdapters } from './container.js';
import { type RestPortsOptions, restPorts } from './headless-ports.js';

export interface HeadlessOptions extends RestPortsOptions {
  readonly config: AppConfig;
}

/**
 * The adapters of a run without a browser (restPorts): the real REST gateways and session
 * backend over fetch, and in memory what a browser would hold.
 */
export const headlessAdapters = (options: HeadlessOptions) => {
  // Always online, nothing kept: one in-memory device for the four offline ports.
  const offline = new InMemoryOffline();
  return {
    ...restPorts(options),
    connectivity: offline,
    offlineData: offline,
    appUpdates: offline,
    documentCopies: offline,
  } satisfies PortAdapters;
};

/**
 * The app's own container, built headless: the real view-models, use cases and gateways,
 * run in plain Node (MobX needs no DOM). `overrides` replaces adapters, as tests do.
 */
export const buildHeadlessContainer = <A extends Partial<PortAdapters>>(
  options: HeadlessOptions,
  overrides: A = {} as A,
) => {
  const adapters = { ...headlessAdapters(options), ...overrides };
  return { container: buildContainer(options.config, adapters), ...adapters };
};
