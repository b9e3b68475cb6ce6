import { parseArgs } from 'node:util';
import { type CatalogSeedOptions, DEMO_HOME_COUNT } from './demo-catalog.js';
import { DEMO_SEED } from './generate-home.js';

export const SEED_USAGE = `Usage: npm run seed -- [--homes N] [--seed TEXT] [--anchor YYYY-MM-DD]

Seeds the database of DATABASE_URL (or the PGlite folder DATA_DIR): demo accounts and the
demo catalog if missing, then makes sure homes 1..N of the seed exist (default 300).
The same seed and anchor always give the same homes; the anchor (default today) is the
day calendars and trips are relative to.`;

const MAX_HOMES = 1_000_000;

export type SeedArgs = Required<CatalogSeedOptions> | { help: true };

/** Reads the seed command's flags; a bad value throws with a message naming it. */
export const parseSeedArgs = (argv: readonly string[], today: string): SeedArgs => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      homes: { type: 'string' },
      seed: { type: 'string' },
      anchor: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return { help: true };
  const homes = values.homes === undefined ? DEMO_HOME_COUNT : Number(values.homes);
  if (!Number.isInteger(homes) || homes < 0 || homes > MAX_HOMES) {
    throw new Error(`--homes must be a whole number from 0 to ${MAX_HOMES}, got "${values.homes}"`);
  }
  const anchor = values.anchor ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchor) || Number.isNaN(Date.parse(`${anchor}T00:00:00Z`))) {
    throw new Error(`--anchor must be a date like 2030-01-31, got "${anchor}"`);
  }
  const seed = values.seed ?? DEMO_SEED;
  if (seed.trim() === '') throw new Error('--seed must not be empty');
  return { homes, seed, anchor };
};
