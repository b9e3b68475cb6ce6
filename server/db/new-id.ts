import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The app's entities carry Parse-style `objectId`s (docs/product/entities.md): ten random
 * alphanumerics. 62^10 leaves collisions out of practical reach.
 */
export const newObjectId = (length = 10): string => {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
};
