import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isValidEmail, isValidPhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../core/contact/index.js';
import type { ContactInfo } from '../../core/session/index.js';
import { AccountGateway, type AccountLink, MIN_PASSWORD_LENGTH } from '../../core/session/index.js';
import type { AppError } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';
import { type PortalFormState, PortalViewModel } from './portal.view-model.js';

export const BROKEN_LINK =
  'This link is missing its e-mail or token: please ask your concierge for a new one.';
export const PASSWORDS_DIFFER = 'The two passwords are not the same.';
export const SHORT_PASSWORD = `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
export const NAMES_NEEDED = 'Please enter your first and last name.';
export const INVALID_PHONE = `Please enter a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, or none.`;
export const CONTACT_SAVED = 'Your contact information is saved.';

export interface FinalizeFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly password: string;
  readonly confirm: string;
}

export interface ContactFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

export type ContactState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'loaded'; readonly info: ContactInfo }
  | { readonly status: 'failed'; readonly message: string };

/**
 * The portal's account screens (docs/host/decisions.md#account-links): set a password or finalize an account
 * with a concierge's one-time link, which signs the guest in and follows the portal's
 * return URL; and the signed-in guest's contact information.
 */
@injectable()
export class AccountViewModel {
  form: PortalFormState = { status: 'idle' };
  link: AccountLink | null = null;
  contact: ContactState = { status: 'loading' };
  /** Said once the contact information is saved; cleared by the next edit. */
  notice = '';

  readonly #accounts: AccountGateway;
  readonly #portal: PortalViewModel;

  constructor(
    @inject(AccountGateway) accounts: AccountGateway,
    @inject(PortalViewModel) portal: PortalViewModel,
  ) {
    this.#accounts = accounts;
    this.#portal = portal;
    makeAutoObservable(this);
  }

  /** The link's e-mail and token from the page's query; null when either is missing. */
  linkOpened(email: string | null, token: string | null): void {
    this.form = { status: 'idle' };
    const address = email?.trim() ?? '';
    this.link = address && token && isValidEmail(address) ? { email: address, token } : null;
  }

  async setPasswordSubmitted(password: string, confirm: string): Promise<void> {
    if (this.form.status === 'submitting') return;
    const link = this.link;
    if (!link) return this.fail(BROKEN_LINK);
    const refusal = passwordRefusal(password, confirm);
    if (refusal) return this.fail(refusal);
    this.form = { status: 'submitting' };
    const result = await this.#accounts.setPassword(link, password);
    if (E.isLeft(result)) return this.fail(result.left.message);
    this.signedIn(result.right.sessionToken, link.email);
  }

  async finalizeSubmitted(fields: FinalizeFields): Promise<void> {
    if (this.form.status === 'submitting') return;
    const link = this.link;
    if (!link) return this.fail(BROKEN_LINK);
    const firstName = fields.firstName.trim();
    const lastName = fields.lastName.trim();
    const phone = fields.phone.trim();
    if (!firstName || !lastName) return this.fail(NAMES_NEEDED);
    if (phone && !isValidPhone(phone)) return this.fail(INVALID_PHONE);
    const refusal = passwordRefusal(fields.password, fields.confirm);
    if (refusal) return this.fail(refusal);
    this.form = { status: 'submitting' };
    const result = await this.#accounts.finalizeAccount({
      ...link,
      firstName,
      lastName,
      password: fields.password,
      ...(phone ? { phone } : {}),
    });
    if (E.isLeft(result)) return this.fail(result.left.message);
    this.signedIn(result.right.sessionToken, link.email);
  }

  async contactOpened(): Promise<void> {
    this.contact = { status: 'loading' };
    this.form = { status: 'idle' };
    this.notice = '';
    this.contactLoaded(await this.#accounts.contactInfo());
  }

  private contactLoaded(result: E.Either<AppError, ContactInfo>): void {
    if (E.isRight(result)) this.contact = { status: 'loaded', info: result.right };
    else if (result.left.kind === 'unauthorized') this.contact = { status: 'signed-out' };
    else this.contact = { status: 'failed', message: result.left.message };
  }

  async contactSubmitted(fields: ContactFields): Promise<void> {
    if (this.form.status === 'submitting') return;
    this.notice = '';
    const firstName = fields.firstName.trim();
    const lastName = fields.lastName.trim();
    const phone = fields.phone.trim();
    if (!firstName || !lastName) return this.fail(NAMES_NEEDED);
    if (phone && !isValidPhone(phone)) return this.fail(INVALID_PHONE);
    this.form = { status: 'submitting' };
    this.contactSaved(await this.#accounts.saveContactInfo({ firstName, lastName, phone: phone || null }));
  }

  private contactSaved(result: E.Either<AppError, ContactInfo>): void {
    if (E.isRight(result)) {
      this.contact = { status: 'loaded', info: result.right };
      this.form = { status: 'idle' };
      this.notice = CONTACT_SAVED;
    } else if (result.left.kind === 'unauthorized') {
      this.form = { status: 'idle' };
      this.contact = { status: 'signed-out' };
    } else {
      this.form = { status: 'failed', message: result.left.message };
    }
  }

  /** The link signed the guest in: the portal keeps the session and tells the app's tabs. */
  private signedIn(token: string, email: string): void {
    this.#portal.sessionStarted(token, email, 'login');
    this.form = { status: 'done', redirectTo: this.#portal.destination };
  }

  private fail(message: string): void {
    this.form = { status: 'failed', message };
  }
}

const passwordRefusal = (password: string, confirm: string): string | null => {
  if (password.length < MIN_PASSWORD_LENGTH) return SHORT_PASSWORD;
  if (password !== confirm) return PASSWORDS_DIFFER;
  return null;
};
