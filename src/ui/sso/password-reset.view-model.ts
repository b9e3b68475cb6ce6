import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isValidEmail } from '../../core/contact/index.js';
import { AccountGateway, type ResetLinkRequested } from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';
import type { PortalFormState } from './portal.view-model.js';

export const EMAIL_NEEDED = 'Please enter the e-mail address of your account.';
export const RESET_UNREACHABLE = 'Your request did not reach us: check your connection, then send it again.';
export const RESET_TOO_OFTEN =
  'Too many requests from this connection: please wait a minute, then send it again.';
export const RESET_FAILED = 'We could not take your request just now: please send it again in a moment.';

/** Where the link went: the address as the guest typed it, and how long the link is valid. */
export interface ResetLinkSent extends ResetLinkRequested {
  readonly email: string;
}

/**
 * 'Forgot password?' (docs/product/routes.md#portal-screens): the guest gives the e-mail of
 * the account and the host sends it a one-time link to the set-password screen
 * (docs/host/decisions.md#account-links). The host answers the same whether or not an account
 * has the e-mail, so the screen says the link is on its way if one does.
 */
@injectable()
export class PasswordResetViewModel {
  form: PortalFormState = { status: 'idle' };
  sent: ResetLinkSent | null = null;

  readonly #accounts: Pick<AccountGateway, 'requestPasswordReset'>;

  constructor(@inject(AccountGateway) accounts: AccountGateway) {
    this.#accounts = accounts;
    makeAutoObservable(this);
  }

  async sendClicked(email: string): Promise<void> {
    if (this.form.status === 'submitting') return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      this.form = { status: 'failed', message: EMAIL_NEEDED };
      return;
    }
    this.form = { status: 'submitting' };
    this.answered(address, await this.#accounts.requestPasswordReset(address));
  }

  private answered(email: string, result: E.Either<AppError, ResetLinkRequested>): void {
    if (E.isRight(result)) {
      this.form = { status: 'idle' };
      this.sent = { email, linkValidMinutes: result.right.linkValidMinutes };
    } else {
      this.form = { status: 'failed', message: failureMessage(result.left) };
    }
  }
}

/**
 * Each failure in words a guest can act on: the network's and the host's own failures say to
 * send again; the rate limit keeps the host's words, which say how long to wait; the host
 * refuses an address (400) only when it is not one.
 */
const failureMessage = (error: AppError): string => {
  if (error.kind === 'network' || error.kind === 'timeout') return RESET_UNREACHABLE;
  if (error.status === 429) return error.hostMessage ?? RESET_TOO_OFTEN;
  if (error.status === 400) return EMAIL_NEEDED;
  return RESET_FAILED;
};
