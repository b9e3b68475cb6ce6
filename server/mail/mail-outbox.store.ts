import type { Queryable } from '../db/database.js';
import type { MailOutboxRow } from '../db/rows/mail-outbox.js';

/** All the SQL of the mail outbox (064_mail_outbox.sql); mail-outbox.ts says what it is for. */

export type PostedMailRow = Pick<MailOutboxRow, 'to_email' | 'subject' | 'body' | 'created_at'>;

export const insertMail = async (
  tx: Queryable,
  mail: { toEmail: string; subject: string; body: string; createdAt: Date },
): Promise<void> => {
  await tx.query('insert into mail_outbox (to_email, subject, body, created_at) values ($1, $2, $3, $4)', [
    mail.toEmail,
    mail.subject,
    mail.body,
    mail.createdAt,
  ]);
};

/** The latest `limit` messages to an address (any case), newest first. */
export const mailTo = async (db: Queryable, email: string, limit: number): Promise<PostedMailRow[]> => {
  const { rows } = await db.query<PostedMailRow>(
    `select to_email, subject, body, created_at
       from mail_outbox
      where lower(to_email) = lower($1)
      order by id desc
      limit $2`,
    [email.trim(), limit],
  );
  return rows;
};
