/** Rows of 064_mail_outbox.sql: the messages the host sends, until a relay delivers them. */

export interface MailOutboxRow {
  /** Identity: the order the messages were posted in (created_at can tie within a transaction). */
  id: string | number;
  to_email: string;
  subject: string;
  /** Plain text, the link in it. */
  body: string;
  created_at: Date;
}
