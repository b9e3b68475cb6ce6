import { leadTimeWords } from '../../src/core/formatting/index.js';
import type { Database } from '../db/database.js';
import type { AccountPurpose } from '../db/rows/account-links.js';
import type { MailMessage, MailOutbox } from '../mail/mail-outbox.js';
import { accountLinkUrl, NO_PASSWORD } from './account-links.js';
import { latestAccountTokenAt } from './account-token.store.js';
import { issueAccountToken, retireUnusedAccountTokens } from './account-tokens.js';
import { lockUserByEmail } from './user.store.js';

/**
 * A guest's own reset link lasts an hour, not the 72 hours of a concierge's: the guest asked
 * for it a moment ago and is waiting for it, so a short life costs them nothing, and it
 * narrows the time a copy of the message (a forwarded mail, a relay's log, the outbox table)
 * can be used by someone else.
 */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * At most one new link per account in this window, whoever asked: repeated requests (a guest
 * pressing twice, or someone else on purpose) neither fill the guest's mailbox nor retire the
 * link just sent.
 */
export const RESET_THROTTLE_MS = 5 * 60 * 1000;

export const RESET_LINK_MINUTES = RESET_LINK_LIFETIME_MS / 60_000;

export interface ResetRequest {
  email: string;
  now: Date;
  /** The portal's host: the link opens /sso/... there. */
  portalUrl: string;
  productName: string;
}

/**
 * The message of a reset link. It quotes nothing the account holder typed (names can be set
 * by whoever signed the address up), so it cannot carry someone else's words to the inbox.
 */
export const resetMail = (
  to: string,
  purpose: AccountPurpose,
  url: string,
  productName: string,
): MailMessage => {
  const within = leadTimeWords(RESET_LINK_MINUTES);
  const asked =
    purpose === 'set-password'
      ? `Someone asked to set a new password for your ${productName} account, ${to}. To choose one, open this link within ${within}:`
      : `Someone asked for a link to your ${productName} account, ${to}, which has no password yet. To choose one and finish your account, open this link within ${within}:`;
  const after =
    purpose === 'set-password'
      ? 'If you did not ask, ignore this message: your password stays as it is.'
      : 'If you did not ask, ignore this message.';
  return {
    to,
    subject:
      purpose === 'set-password'
        ? `${productName}: set a new password`
        : `${productName}: finish your account`,
    text: ['Hello,', '', asked, '', url, '', `The link works once. ${after}`, '', productName].join('\n'),
  };
};

/**
 * 'Forgot password?' (docs/host/decisions.md#account-links): for an account with this e-mail,
 * a one-hour link posted to the mail outbox in the same transaction that issues it: a
 * set-password link, or a finalize-account link for an invited account (that is how it gets
 * a password). The new link retires the account's older unused ones. Nothing for an unknown
 * e-mail, nothing new within RESET_THROTTLE_MS of the account's latest link; the caller answers
 * the same whatever happened here, so nothing it does shows whether an account exists.
 */
export const requestPasswordReset = async (
  db: Database,
  outbox: MailOutbox,
  request: ResetRequest,
): Promise<void> => {
  await db.transaction(async (tx) => {
    // Locked: two requests at once for one account take turns, so only one link leaves.
    const user = await lockUserByEmail(tx, request.email);
    if (!user) return;
    const latest = await latestAccountTokenAt(tx, user.id);
    if (latest && request.now.getTime() - latest.getTime() < RESET_THROTTLE_MS) return;
    const purpose: AccountPurpose = user.passwordHash === NO_PASSWORD ? 'finalize-account' : 'set-password';
    await retireUnusedAccountTokens(tx, user.id, request.now);
    const issued = await issueAccountToken(tx, {
      userId: user.id,
      purpose,
      issuedByUserId: null,
      now: request.now,
      lifetimeMs: RESET_LINK_LIFETIME_MS,
    });
    const url = accountLinkUrl(request.portalUrl, purpose, user.email, issued.token);
    await outbox.post(tx, resetMail(user.email, purpose, url, request.productName), request.now);
  });
};
