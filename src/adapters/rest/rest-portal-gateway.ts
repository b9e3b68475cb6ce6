import { LoginResponse, SignUpResponse } from '../../core/session/portal.wire.js';
import type { PortalGateway } from '../../core/session/portal-gateway.port.js';
import type { RestClient } from './rest-client.js';

/** The sign-on portal's calls (SPEC 7: POST /api/login/, POST /api/signup/). */
export class RestPortalGateway implements PortalGateway {
  constructor(private readonly api: RestClient) {}

  login(username: string, password: string) {
    return this.api.post('/api/login/', LoginResponse, {
      body: { username, password },
      what: 'sign-in answer',
    });
  }

  signUp(details: { email: string; password: string; firstName: string; lastName: string }) {
    return this.api.post('/api/signup/', SignUpResponse, { body: details, what: 'sign-up answer' });
  }
}
