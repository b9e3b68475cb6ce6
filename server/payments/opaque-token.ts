import { newObjectId } from '../db/new-id.js';

// Card tokens and setup secrets are made and stored exactly like session tokens: 43 random
// base64url characters, kept only as their sha256.
export {
  hashSessionToken as hashOpaqueToken,
  newSessionToken as newOpaqueToken,
} from '../auth/session-token.js';

/**
 * The random part of provider-style ids (pm_sandbox_..., tok_sandbox_...), in letters and digits
 * like Stripe's. Not hex: 24 hex characters hold a run of 15 or more digits passing the Luhn
 * check about once in a thousand ids, which the card-number guard would rightly refuse.
 */
export const providerIdPart = (): string => newObjectId(24);
