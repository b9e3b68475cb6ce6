/**
 * Each Playwright worker drives a host of its own (playwright.config.ts starts one per worker),
 * so journeys that run at the same time never share a database: one worker's reservation can
 * never take the dates another worker's journey is about to book. A worker's host listens on
 * E2E_PORT plus a hundred per parallel slot; the step leaves room for a second suite started
 * with a nearby E2E_PORT on the same machine.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT || 3107);
export const E2E_PORT_STEP = 100;

/** The port of the host that the worker in parallel slot `slot` drives. */
export const hostPortOf = (slot: number): number => E2E_BASE_PORT + slot * E2E_PORT_STEP;

/** This worker's host port (TEST_PARALLEL_INDEX is set by Playwright in its worker processes). */
export const workerHostPort = (): number => hostPortOf(Number(process.env.TEST_PARALLEL_INDEX || 0));
