/** Rows of 014_account_links.sql: one-time links to set a password or finalize an account. */

/** What a link is for, as the table's check allows. */
export const ACCOUNT_PURPOSES = ['set-password', 'finalize-account'] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];

export interface AccountTokenRow {
  /** The sha256 of the token, like sessions'. */
  token_hash: string;
  user_id: string;
  purpose: AccountPurpose;
  issued_by_user_id: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
