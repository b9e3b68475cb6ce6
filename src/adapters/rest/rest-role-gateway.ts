import { RoleNames } from '../../core/session/role.entity.js';
import { RoleCheck } from '../../core/session/role.wire.js';
import type { RoleGateway } from '../../core/session/role-gateway.port.js';
import type { RestClient } from './rest-client.js';

/** SPEC 6 role checks. A missing role is the host's 403, kept as it is (kind 'forbidden'). */
export class RestRoleGateway implements RoleGateway {
  constructor(private readonly api: RestClient) {}

  checkRole(role: string) {
    return this.api.get(`/api/is-auth/${encodeURIComponent(role)}`, RoleCheck);
  }

  myRoles() {
    return this.api.get('/api/my-roles', RoleNames);
  }
}
