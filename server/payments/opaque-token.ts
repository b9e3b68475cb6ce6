import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, safe in a path and a query string. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Card tokens and setup secrets are stored as this digest only, like session tokens. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Random hex for provider-style ids (pm_sandbox_..., tok_sandbox_...). */
export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');
