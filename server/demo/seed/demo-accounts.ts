import { hashPassword } from '../../auth/password.js';
import { findUserByEmail, insertUser } from '../../auth/user.store.js';
import type { Database } from '../../db/database.js';
import type { Role } from '../../db/rows/users-sessions.js';

/** The demo accounts the README lists; public on purpose, so only for local data. */
export const DEMO_ACCOUNTS = [
  {
    email: 'guest@keyhaven.test',
    password: 'vacation-demo-1',
    firstName: 'Ava',
    lastName: 'Guest',
    phone: '3035550123',
    roles: ['guest'],
  },
  {
    email: 'concierge@keyhaven.test',
    password: 'concierge-demo-1',
    firstName: 'Cole',
    lastName: 'Concierge',
    phone: null,
    roles: ['guest', 'concierge'],
  },
] as const satisfies readonly {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  roles: readonly Role[];
}[];

/** Creates each demo account that does not exist yet; existing ones are left as they are. */
export const seedDemoAccounts = async (db: Database): Promise<void> => {
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, account.email)) return;
      await insertUser(tx, { ...account, passwordHash });
    });
  }
};
