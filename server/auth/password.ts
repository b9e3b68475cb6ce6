import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (no native add-on to build). Stored as
 * `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later while old hashes
 * still verify.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Bounds for parameters read back from storage, so a corrupt row cannot stall the server.
const MAX_N = 1 << 20;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r) + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
};

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= MAX_N &&
    (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 16;
  return valid ? { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') } : null;
};

/** Never throws for a bad stored value: it simply does not verify. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
};

/**
 * A real hash of a password nobody knows. Login checks it when the e-mail is unknown, so
 * an unknown account costs the same time as a wrong password and timing reveals nothing.
 */
let decoy: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'));
  return decoy;
};
