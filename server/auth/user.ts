/** An account as stored; `passwordHash` never leaves the server. */
export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/**
 * The session user of docs/product/entities.md#session-user (objectId, username, fullName;
 * the guest profile adds email and phone). The username is the e-mail, as the portal signs in
 * with it.
 */
export interface UserView {
  objectId: string;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
}

export const toUserView = (user: UserRecord): UserView => ({
  objectId: user.id,
  username: user.email,
  fullName: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  phone: user.phone,
});

/** JSON schema of UserView, for response serialisation (and so nothing extra leaks). */
export const userViewSchema = {
  type: 'object',
  required: ['objectId', 'username', 'fullName', 'email', 'phone'],
  properties: {
    objectId: { type: 'string' },
    username: { type: 'string' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
  },
} as const;
