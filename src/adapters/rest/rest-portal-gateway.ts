import * as E from 'fp-ts/lib/Either.js';
import type {
  AccountGateway,
  AccountLink,
  ContactInfoChange,
  FinalizeAccountDetails,
  PortalGateway,
} from '../../core/session/index.js';
import { ContactInfo } from '../../core/session/index.js';
import type { RestClient } from './rest-client.js';
import { AccountSignInResponse, PasswordResetResponse } from './wire/account.wire.js';
import { LoginResponse, SignUpResponse } from './wire/portal.wire.js';

/**
 * The sign-on portal's calls: POST /api/login/ and POST /api/signup/
 * (docs/product/calls.md#auth-and-context), and the portal's account calls (forgot password,
 * set password, finalize account, contact info; docs/product/calls.md#calls-beyond-this-list).
 */
export class RestPortalGateway implements PortalGateway, AccountGateway {
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

  async requestPasswordReset(email: string) {
    const answer = await this.api.post('/api/password-reset', PasswordResetResponse, {
      body: { email },
      what: 'password-reset answer',
    });
    return E.map(({ linkValidMinutes }: PasswordResetResponse) => ({ linkValidMinutes }))(answer);
  }

  setPassword(link: AccountLink, password: string) {
    return this.api.post('/api/set-password/', AccountSignInResponse, {
      body: { email: link.email, token: link.token, password },
      what: 'set-password answer',
    });
  }

  finalizeAccount(details: FinalizeAccountDetails) {
    return this.api.post('/api/finalize-account/', AccountSignInResponse, {
      body: details,
      what: 'finalize-account answer',
    });
  }

  contactInfo() {
    return this.api.get('/api/contact-info', ContactInfo, { what: 'contact information' });
  }

  saveContactInfo(change: ContactInfoChange) {
    return this.api.put('/api/contact-info', ContactInfo, { body: change, what: 'contact information' });
  }
}
