import { createHash, randomBytes } from 'node:crypto';
import { newObjectId } from '../db/new-id.js';

/** 32 random bytes, base64url: 43 characters, safe in a path and a query string. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Card tokens and setup secrets are stored as this digest only, like session tokens. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The random part of provider-style ids (pm_sandbox_..., tok_sandbox_...), in letters and digits
 * like Stripe's. Not hex: 24 hex characters hold a run of 15 or more digits passing the Luhn
 * check about once in a thousand ids, which the card-number guard would rightly refuse.
 */
export const providerIdPart = (): string => newObjectId(24);
