import * as E from 'fp-ts/lib/Either.js';
import type { RoleGateway } from '../../core/session/index.js';
import { RoleNames } from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import type { RestClient } from './rest-client.js';
import { RoleCheck } from './wire/role.wire.js';

/**
 * Role checks (docs/product/roles.md#role-checks). A missing role is the host's 403, kept as
 * it is (kind 'forbidden').
 */
export class RestRoleGateway implements RoleGateway {
  constructor(private readonly api: RestClient) {}

  /** The answer that matters is the status; the role a 200 may name is not needed. */
  async checkRole(role: string): Promise<E.Either<AppError, void>> {
    const answer = await this.api.get(`/api/is-auth/${encodeURIComponent(role)}`, RoleCheck);
    return E.map(() => undefined)(answer);
  }

  myRoles() {
    return this.api.get('/api/my-roles', RoleNames);
  }
}
