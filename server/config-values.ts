/** Reading settings from the environment: the spellings a setting may take, checked once. */
export type Env = Record<string, string | undefined>;

const TRUE_SPELLINGS = ['true', '1', 'yes', 'on'];
const FALSE_SPELLINGS = ['false', '0', 'no', 'off'];

/**
 * A switch: only the spellings of true and false count (any case, spaces trimmed); anything
 * else stops the start with a line naming the setting. A guard that read every unknown value
 * as "on" opened what `PACT_PROVIDER_STATES=disabled` meant to keep closed.
 */
export const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const text = env[name]?.trim().toLowerCase();
  if (text === undefined || text === '') return fallback;
  if (TRUE_SPELLINGS.includes(text)) return true;
  if (FALSE_SPELLINGS.includes(text)) return false;
  throw new Error(`${name} must be true or false (or 1/0, yes/no, on/off), got "${env[name]}"`);
};

/**
 * Whether NODE_ENV names production however it is spelled: `Production`, `PROD`,
 * `"production "`. The production guards (provider states, the clock offset) must not be
 * sidestepped by a capital letter or a trailing space in a deployment file.
 */
export const isProduction = (env: Env): boolean =>
  /^prod(uction)?$/.test(env.NODE_ENV?.trim().toLowerCase() ?? '');

export const positiveInt = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

/** A whole number of zero or more (0 meaning "off" where a setting says so). */
export const wholeNumber = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number (0 or more), got "${value}"`);
  return n;
};
