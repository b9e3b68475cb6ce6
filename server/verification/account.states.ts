import { hashSessionToken } from '../auth/session-token.js';
import type { Database } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import { deleteAccountByEmail, insertInvitedAccount } from './account-fixtures.store.js';
import { type StateHandler, textParam } from './state-handler.js';
import { STATES } from './state-names.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The portal account calls' states (docs/host/decisions.md#account-links). The invited
 * account is made again each time (delete-then-insert; its tokens and sessions go with it by
 * cascade), with no password and a fresh, unused link: other states never touch it.
 */
export const accountStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  // params { email, token }: the account, and the link's token (the host stores only its hash).
  [STATES.invitedWithLink]: async (params) => {
    const email = textParam(params, 'email');
    const token = textParam(params, 'token');
    await db.transaction(async (tx) => {
      await deleteAccountByEmail(tx, email);
      await insertInvitedAccount(tx, {
        id: newObjectId(),
        email,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(now().getTime() + DAY_MS),
      });
    });
    return undefined;
  },
});
