import type { PhoneBody, UserGateway } from '../../core/session/user-gateway.port.js';
import { PhoneResponse } from '../../core/session/user-phone.wire.js';
import type { RestClient } from './rest-client.js';

export class RestUserGateway implements UserGateway {
  constructor(private readonly api: RestClient) {}

  updatePhone(userId: string, body: PhoneBody) {
    return this.api.put(`/api/user/${encodeURIComponent(userId)}/phone`, PhoneResponse, { body });
  }
}
