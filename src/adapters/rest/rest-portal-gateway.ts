import * as t from 'io-ts';
import type { PortalGateway } from '../../core/session/portal-gateway.port.js';
import type { RestClient } from './rest-client.js';

const LoginResponse = t.type({ sessionToken: t.string }, 'LoginResponse');
const SignUpResponse = t.type({ token: t.string }, 'SignUpResponse');

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
