import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  formatPhoneDisplay,
  isValidPhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneDigits,
} from '../../core/contact/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import { UserGateway } from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export const INVALID_PHONE = `Please enter a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits.`;
export const PHONE_NOT_SAVED = 'Your phone number could not be saved.';

export type PhoneState =
  | { readonly status: 'viewing' }
  | { readonly status: 'editing'; readonly draft: string; readonly problem: string | null }
  | { readonly status: 'saving'; readonly draft: string };

interface Deps {
  readonly users: Pick<UserGateway, 'updatePhone'>;
  readonly shell: ShellViewModel;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * The guest's phone on the conversation page (docs/product/routes.md#conversation-page): shown
 * in the display form of docs/product/validation.md#phone-and-e-mail, changed with 10 to 14
 * digits. A refused save is reported and said, and the typed number stays.
 */
@injectable()
export class PhoneViewModel {
  state: PhoneState = { status: 'viewing' };
  /** The number as the host stored it last, once changed here. */
  saved: string | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(UserGateway) users: Deps['users'],
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(ErrorReporter) errors: Deps['errors'],
  ) {
    this.#deps = { users, shell, errors };
    makeAutoObservable(this, { state: observableRef });
  }

  private userId(): string | null {
    const session = this.#deps.shell.session;
    return session.status === 'authenticated' ? session.user.objectId : null;
  }

  get phone(): string {
    const session = this.#deps.shell.session;
    return this.saved ?? (session.status === 'authenticated' ? (session.user.phone ?? '') : '');
  }

  /** The display form, or nothing for a number that has none. */
  get shown(): string | null {
    return O.toNullable(formatPhoneDisplay(this.phone));
  }

  get canChange(): boolean {
    return this.userId() !== null;
  }

  changeClicked(): void {
    if (!this.canChange) return;
    this.state = { status: 'editing', draft: this.shown ?? phoneDigits(this.phone), problem: null };
  }

  typed(draft: string): void {
    if (this.state.status !== 'editing') return;
    this.state = { status: 'editing', draft, problem: null };
  }

  cancelClicked(): void {
    if (this.state.status === 'saving') return;
    this.state = { status: 'viewing' };
  }

  async saveClicked(): Promise<void> {
    const userId = this.userId();
    if (this.state.status !== 'editing' || !userId) return;
    const { draft } = this.state;
    if (!isValidPhone(draft)) {
      this.state = { status: 'editing', draft, problem: INVALID_PHONE };
      return;
    }
    this.state = { status: 'saving', draft };
    const stored = await this.#deps.users.updatePhone(userId, { phone: phoneDigits(draft) });
    this.saveSettled(draft, stored);
  }

  private saveSettled(draft: string, stored: E.Either<AppError, string>): void {
    if (E.isLeft(stored)) {
      // Phone update failures are reported (docs/product/errors.md#load-failures); the guest is told too.
      this.#deps.errors.report(stored.left, { during: 'changing the phone number' });
      const why = stored.left.hostMessage;
      this.state = { status: 'editing', draft, problem: why ? `${PHONE_NOT_SAVED} ${why}` : PHONE_NOT_SAVED };
      return;
    }
    this.saved = stored.right;
    this.state = { status: 'viewing' };
  }
}
