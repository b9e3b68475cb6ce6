import * as t from 'io-ts';
import { select } from '../shared/index.js';

/**
 * A role the user holds (docs/product/entities.md#other-reference-data; the host's are guest,
 * concierge and admin, docs/host/decisions.md#sessions-and-roles).
 */
export const Role = t.type({ name: t.string }, 'Role');
export type Role = t.TypeOf<typeof Role>;

/**
 * The user's roles are role names (docs/product/calls.md#services-and-misc); hosts that send
 * role objects are read too.
 */
export const RoleNames = t.array(
  select('RoleName', [t.string, Role], (u) => (typeof u === 'string' ? t.string : Role)),
  'RoleNames',
);
export type RoleNames = t.TypeOf<typeof RoleNames>;

export const roleNames = (roles: RoleNames): string[] =>
  roles.map((role) => (typeof role === 'string' ? role : role.name));
