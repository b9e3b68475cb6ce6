import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable } from 'mobx';
import type {
  CardWidget,
  CardWidgetContainer,
  CardWidgetOptions,
  CardWidgetState,
  PaymentProvider,
} from '../../core/payment/index.js';

/**
 * The provider's card widget on its way to the screen: the provider library loads
 * (`loading`), a widget is made (`loaded`, nothing typed into it yet), the page mounts it
 * (`ready`: the 'Add Card' button of docs/product/routes.md#add-a-card is enabled only now).
 * A provider that cannot load is `failed` with its own words, and may be tried again.
 */
export type CardEntryStatus =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly widget: CardWidget }
  | { readonly status: 'ready'; readonly widget: CardWidget };

const UNTOUCHED: CardWidgetState = { empty: true, complete: false, error: null };

/**
 * One card widget, shared by both card screens. The widget keeps the card to itself; this
 * only sees its change state (empty, complete, the provider's words about what was typed).
 */
export class CardEntry {
  entry: CardEntryStatus = { status: 'idle' };
  typed: CardWidgetState = UNTOUCHED;
  readonly #provider: Pick<PaymentProvider, 'load' | 'createCardWidget'>;
  readonly #publishableKey: string;
  readonly #options: CardWidgetOptions;
  #container: CardWidgetContainer | null = null;
  #stopListening: (() => void) | null = null;

  constructor(
    provider: Pick<PaymentProvider, 'load' | 'createCardWidget'>,
    publishableKey: string,
    options: CardWidgetOptions,
  ) {
    this.#provider = provider;
    this.#publishableKey = publishableKey;
    this.#options = options;
    makeAutoObservable(this);
  }

  get widget(): CardWidget | null {
    return this.entry.status === 'loaded' || this.entry.status === 'ready' ? this.entry.widget : null;
  }

  get ready(): boolean {
    return this.entry.status === 'ready';
  }

  /** Loads the provider and makes the widget; a second call while loading or loaded does nothing. */
  async load(): Promise<void> {
    if (this.entry.status !== 'idle' && this.entry.status !== 'failed') return;
    this.entry = { status: 'loading' };
    const loaded = await this.#provider.load(this.#publishableKey);
    const widget = E.isLeft(loaded) ? loaded : await this.#provider.createCardWidget(this.#options);
    this.loadSettled(widget);
  }

  private loadSettled(widget: E.Either<{ readonly message: string }, CardWidget>): void {
    this.entry = E.isLeft(widget)
      ? { status: 'failed', message: widget.left.message }
      : { status: 'loaded', widget: widget.right };
  }

  /**
   * The page drew the widget's place. Mounting again on the same element only listens
   * again: React runs effects twice in development, and a provider's widget (Stripe's)
   * may refuse a second mount.
   */
  attached(container: CardWidgetContainer): void {
    const widget = this.widget;
    if (!widget) return;
    if (this.#container !== container) {
      widget.mount(container);
      this.#container = container;
    }
    this.#stopListening?.();
    this.#stopListening = widget.onChange((state) => this.typedChanged(state));
    this.entry = { status: 'ready', widget };
  }

  /** The provider's words about what was typed (empty, complete, an error). */
  private typedChanged(state: CardWidgetState): void {
    this.typed = state;
  }

  /** The widget's place left the page: stop listening; the widget keeps what was typed. */
  detached(): void {
    this.#stopListening?.();
    this.#stopListening = null;
  }

  focus(): void {
    this.widget?.focus();
  }

  /** The card went through: the widget forgets it. */
  disposed(): void {
    this.detached();
    this.widget?.destroy();
    this.#container = null;
    this.entry = { status: 'idle' };
    this.typed = UNTOUCHED;
  }
}
