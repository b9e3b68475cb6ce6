import type {
  CardWidget,
  CardWidgetContainer,
  CardWidgetOptions,
  CardWidgetState,
} from '../../core/payment/index.js';
import { BILLING_FIELD_LABELS } from '../../core/payment/index.js';
import {
  brandLabel,
  CARD_MESSAGES,
  type CardBrand,
  cvcLength,
  declineFor,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  hasFullLength,
  isExpired,
  MAX_CARD_DIGITS,
  maxLength,
  normaliseExpiryDigits,
  parseExpiry,
  passesLuhn,
} from './sandbox-card-rules.js';

/** What the widget lets out of a complete card: never the number or security code. */
export interface SandboxCardFacts {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly postalCode: string | null;
  /** Stripe's message for a test card that declines; null when it succeeds. */
  readonly decline: string | null;
}

export type SandboxCardReading =
  | { readonly ok: true; readonly card: SandboxCardFacts }
  | { readonly ok: false; readonly message: string };

type Field = 'number' | 'expiry' | 'cvc' | 'postal';

const isElement = (value: unknown): value is HTMLElement =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HTMLElement).appendChild === 'function' &&
  typeof (value as HTMLElement).ownerDocument?.createElement === 'function';

const digitsOf = (text: string, max: number): string => text.replace(/\D/g, '').slice(0, max);

/**
 * The sandbox's own card entry: number, expiry (MM/YY) and security code, with a postal
 * code unless hidden. Like Stripe's iframe, it keeps what was typed to itself: the digits
 * live in private fields, the inputs have no `name` (a surrounding form never submits
 * them), nothing is logged, and `read()` hands the provider SandboxCardFacts only. Each change reports { empty, complete, error } with Stripe's words;
 * an incomplete field is reported once the guest leaves it.
 */
export class SandboxCardWidget implements CardWidget {
  #number = '';
  #expiry = '';
  #cvc = '';
  #postal = '';
  #touched = new Set<Field>();
  #inputs: Partial<Record<Field, HTMLInputElement>> = {};
  #brandBadge: HTMLElement | null = null;
  #root: HTMLElement | null = null;
  #listeners = new Set<(state: CardWidgetState) => void>();
  #destroyed = false;

  constructor(
    private readonly options: CardWidgetOptions,
    private readonly now: () => Date,
  ) {}

  get destroyed(): boolean {
    return this.#destroyed;
  }

  mount(container: CardWidgetContainer): void {
    if (this.#destroyed) throw new Error('SandboxCardWidget: mounted after destroy');
    if (!isElement(container)) throw new Error('SandboxCardWidget: mount needs a DOM element');
    this.#root?.remove();
    const doc = container.ownerDocument;
    const root = doc.createElement('div');
    root.className = 'sandbox-card';
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Card details');
    root.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end';
    root.append(
      this.field(doc, 'number', BILLING_FIELD_LABELS.cardNumber, {
        autocomplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
      }),
      this.field(doc, 'expiry', BILLING_FIELD_LABELS.expirationDate, {
        autocomplete: 'cc-exp',
        placeholder: 'MM/YY',
      }),
      this.field(doc, 'cvc', BILLING_FIELD_LABELS.securityCode, {
        autocomplete: 'cc-csc',
        placeholder: 'CVC',
      }),
    );
    if (!this.options.hidePostalCode)
      root.append(
        this.field(doc, 'postal', 'Postal code', { autocomplete: 'postal-code', placeholder: '12345' }),
      );
    const badge = doc.createElement('span');
    badge.className = 'sandbox-card__brand';
    badge.setAttribute('aria-live', 'polite');
    this.#brandBadge = badge;
    const hint = doc.createElement('small');
    hint.className = 'sandbox-card__hint';
    hint.textContent = 'Sandbox: no card is charged. Test card 4242 4242 4242 4242.';
    root.append(badge, hint);
    container.appendChild(root);
    this.#root = root;
    this.render();
  }

  onChange(listener: (state: CardWidgetState) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  focus(): void {
    this.#inputs.number?.focus();
  }

  destroy(): void {
    this.#destroyed = true;
    this.#number = '';
    this.#expiry = '';
    this.#cvc = '';
    this.#postal = '';
    this.#root?.remove();
    this.#root = null;
    this.#inputs = {};
    this.#listeners.clear();
  }

  /** The card's facts when complete, else the first problem in Stripe's words (all fields count as left). */
  read(): SandboxCardReading {
    const error = this.problem(true);
    if (error) return { ok: false, message: error };
    const expiry = parseExpiry(this.#expiry)!;
    return {
      ok: true,
      card: {
        brand: detectBrand(this.#number),
        last4: this.#number.slice(-4),
        expMonth: expiry.month,
        expYear: expiry.year,
        postalCode: this.options.hidePostalCode ? null : this.#postal.trim(),
        decline: declineFor(this.#number),
      },
    };
  }

  private field(
    doc: Document,
    field: Field,
    label: string,
    attributes: { readonly autocomplete: string; readonly placeholder: string },
  ): HTMLLabelElement {
    const wrapper = doc.createElement('label');
    wrapper.className = `sandbox-card__field sandbox-card__field--${field}`;
    wrapper.style.cssText = 'display:flex;flex-direction:column;gap:2px';
    const caption = doc.createElement('span');
    caption.textContent = label;
    const input = doc.createElement('input');
    input.type = 'text';
    input.inputMode = field === 'postal' ? 'text' : 'numeric';
    input.setAttribute('autocomplete', attributes.autocomplete);
    input.placeholder = attributes.placeholder;
    input.spellcheck = false;
    input.setAttribute('autocorrect', 'off');
    input.addEventListener('input', () => this.typed(field, input.value));
    input.addEventListener('blur', () => {
      this.#touched.add(field);
      this.render();
    });
    wrapper.append(caption, input);
    this.#inputs[field] = input;
    return wrapper;
  }

  private typed(field: Field, text: string): void {
    if (field === 'number') {
      const digits = digitsOf(text, MAX_CARD_DIGITS);
      this.#number = digits.slice(0, maxLength(digits));
      this.#cvc = this.#cvc.slice(0, cvcLength(this.#number));
    }
    if (field === 'expiry') this.#expiry = normaliseExpiryDigits(digitsOf(text, 4));
    if (field === 'cvc') this.#cvc = digitsOf(text, cvcLength(this.#number));
    if (field === 'postal') this.#postal = text.slice(0, 10);
    this.render();
  }

  private render(): void {
    const { number, expiry, cvc, postal } = this.#inputs;
    if (number) number.value = formatCardNumber(this.#number);
    if (expiry) expiry.value = formatExpiry(this.#expiry);
    if (cvc) cvc.value = this.#cvc;
    if (postal) postal.value = this.#postal;
    const brand = detectBrand(this.#number);
    if (this.#brandBadge) {
      this.#brandBadge.textContent = brandLabel(brand);
      this.#brandBadge.dataset.brand = brand;
    }
    for (const [field, input] of Object.entries(this.#inputs))
      input.setAttribute('aria-invalid', String(this.fieldProblem(field as Field, false) !== null));
    const error = this.problem(false);
    const state: CardWidgetState = { empty: this.isEmpty(), complete: this.problem(true) === null, error };
    for (const listener of [...this.#listeners]) listener(state);
  }

  private isEmpty(): boolean {
    return !this.#number && !this.#expiry && !this.#cvc && !this.#postal;
  }

  private problem(all: boolean): string | null {
    for (const field of ['number', 'expiry', 'cvc', 'postal'] as const) {
      const message = this.fieldProblem(field, all);
      if (message) return message;
    }
    return null;
  }

  /** A definite error always; an incomplete field only once left (or when `all`). */
  private fieldProblem(field: Field, all: boolean): string | null {
    const left = all || this.#touched.has(field);
    switch (field) {
      case 'number': {
        // A Visa may stop at 13 digits or go on to 16: only a number that cannot grow, or
        // one the guest left, is judged invalid; until then it is merely incomplete.
        const digits = this.#number;
        if (hasFullLength(digits) && passesLuhn(digits)) return null;
        if (digits.length >= maxLength(digits) || (left && hasFullLength(digits)))
          return CARD_MESSAGES.numberInvalid;
        return left ? CARD_MESSAGES.numberIncomplete : null;
      }
      case 'expiry': {
        if (this.#expiry.length >= 2 && parseExpiry(`${this.#expiry.slice(0, 2)}99`) === null)
          return CARD_MESSAGES.expiryInvalid;
        const expiry = parseExpiry(this.#expiry);
        if (expiry) return isExpired(expiry, this.now()) ? CARD_MESSAGES.expiryPast : null;
        return left ? CARD_MESSAGES.expiryIncomplete : null;
      }
      case 'cvc':
        return this.#cvc.length >= cvcLength(this.#number) || !left ? null : CARD_MESSAGES.cvcIncomplete;
      case 'postal':
        return this.options.hidePostalCode || this.#postal.trim() || !left
          ? null
          : CARD_MESSAGES.postalIncomplete;
    }
  }
}
