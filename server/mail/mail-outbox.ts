import type { Queryable } from '../db/database.js';
import { insertMail, mailTo } from './mail-outbox.store.js';

/** A message the host sends a person: plain text, with the link it carries written in it. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** A message as the outbox keeps it: when it was posted, too. */
export interface PostedMail extends MailMessage {
  readonly createdAt: string;
}

/**
 * The host's mail port (docs/host/decisions.md#mail-outbox). The host delivers no e-mail
 * itself: it posts each message to an outbox, which a deployment's relay delivers. A message
 * is posted with the caller's transaction, so it leaves exactly when the work that wrote it
 * is kept (a reset link with its token), and a relay that fails loses nothing.
 */
export interface MailOutbox {
  post(tx: Queryable, message: MailMessage, now: Date): Promise<void>;
  /** The latest messages to an address (matched in any case), newest first. */
  postedTo(db: Queryable, email: string, limit: number): Promise<PostedMail[]>;
}

/** The most messages a read of the outbox answers: a guest's recent mail, not an archive. */
export const RECENT_MAIL_LIMIT = 20;

/** The reference outbox: a table in the host's own database (064_mail_outbox.sql). */
export const tableMailOutbox: MailOutbox = {
  post: (tx, message, now) =>
    insertMail(tx, { toEmail: message.to, subject: message.subject, body: message.text, createdAt: now }),
  postedTo: async (db, email, limit) =>
    (await mailTo(db, email, limit)).map((row) => ({
      to: row.to_email,
      subject: row.subject,
      text: row.body,
      createdAt: new Date(row.created_at).toISOString(),
    })),
};
