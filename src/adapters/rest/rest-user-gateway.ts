import * as E from 'fp-ts/lib/Either.js';
import type { PhoneBody, UserGateway } from '../../core/session/index.js';
import type { RestClient } from './rest-client.js';
import { PhoneResponse } from './wire/user-phone.wire.js';

export class RestUserGateway implements UserGateway {
  constructor(private readonly api: RestClient) {}

  async updatePhone(userId: string, body: PhoneBody) {
    const answer = await this.api.put(`/api/user/${encodeURIComponent(userId)}/phone`, PhoneResponse, {
      body,
    });
    return E.map((stored: PhoneResponse) => stored.phone)(answer);
  }
}
