import * as t from 'io-ts';
import { nullable, struct } from '../../../core/shared/index.js';

/**
 * GET /api/is-auth/{role}: the answer that matters is the status (a missing role is a 403,
 * docs/product/roles.md#role-checks); a 200 may name the role it confirmed
 * (docs/host/decisions.md#sessions-and-roles).
 */
export const RoleCheck = struct('RoleCheck', {}, { role: nullable(t.string) });
export type RoleCheck = t.TypeOf<typeof RoleCheck>;
