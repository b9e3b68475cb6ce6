import { createHash } from 'node:crypto';

/**
 * A small seeded generator (mulberry32) for the demo data: the same seed always gives the
 * same catalog, on any machine, so tests, screenshots and benchmarks agree. Never used for
 * anything secret (ids of real accounts and sessions come from node:crypto's randomness).
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A 32-bit seed from any text (the first four bytes of its SHA-256). */
export const seedFrom = (text: string): number => createHash('sha256').update(text).digest().readUInt32LE(0);

export const createPrng = (seed: number | string): Prng => {
  let state = (typeof seed === 'string' ? seedFrom(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, Math.max(0, count));
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Parse-style objectId (ten alphanumerics, like newObjectId) derived from a natural key,
 * e.g. `market:rocky-mountains`: stable across runs and independent of generation order,
 * so other demo data (trips, leads) can point at a home or market by its key.
 */
export const demoObjectId = (key: string): string => {
  const digest = createHash('sha256').update(`keyhaven-demo:${key}`).digest();
  let id = '';
  for (let i = 0; i < 10; i += 1) id += ID_ALPHABET[(digest[i] as number) % ID_ALPHABET.length];
  return id;
};
