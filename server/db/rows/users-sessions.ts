/** Rows of 001_users_sessions.sql: accounts, their roles and their sessions. */

export interface UserRow {
  id: string;
  /** As typed; look-ups go through lower(email). */
  email: string;
  /** '' for an invited account that has not set a password yet (014_account_links.sql). */
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  created_at: Date;
}

export type Role = 'guest' | 'concierge' | 'admin';

export interface UserRoleRow {
  user_id: string;
  role: Role;
}

export interface SessionRow {
  /** The sha256 of the token: a leaked table grants no sessions. */
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
}
