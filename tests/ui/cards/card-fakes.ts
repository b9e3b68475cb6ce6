import * as E from 'fp-ts/lib/Either.js';
import { vi } from 'vitest';
import type { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import type {
  CardWidget,
  CardWidgetState,
  PaymentProvider,
} from '../../../src/core/payment/payment-provider.port.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';

/** A provider's card widget in memory: the test types into it by announcing its state. */
export class FakeCardWidget implements CardWidget {
  mountedOn: object | null = null;
  mounts = 0;
  focused = 0;
  destroyed = false;
  private readonly listeners = new Set<(state: CardWidgetState) => void>();

  mount(container: object): void {
    this.mountedOn = container;
    this.mounts += 1;
  }

  onChange(listener: (state: CardWidgetState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  focus(): void {
    this.focused += 1;
  }

  destroy(): void {
    this.destroyed = true;
  }

  get listening(): number {
    return this.listeners.size;
  }

  /** As the widget reports what the guest typed. */
  typed(state: Partial<CardWidgetState> = {}): void {
    const full = { empty: false, complete: true, error: null, ...state };
    for (const listener of [...this.listeners]) listener(full);
  }
}

/** The payment provider in memory: every call recorded, answers set per test. */
export const fakeProvider = (widget = new FakeCardWidget()) => ({
  widget,
  poweredBy: { name: 'Test Payments', url: 'https://payments.test' },
  load: vi.fn<PaymentProvider['load']>(async () => E.right(undefined)),
  createCardWidget: vi.fn<PaymentProvider['createCardWidget']>(async () => E.right(widget)),
  confirmCardSetup: vi.fn<PaymentProvider['confirmCardSetup']>(async () =>
    E.right({ paymentMethodId: 'pm_test_1', brand: 'visa', last4: '4242' }),
  ),
  createCardToken: vi.fn<PaymentProvider['createCardToken']>(async () => E.right({ token: 'tok_test_1' })),
});
export type FakeProvider = ReturnType<typeof fakeProvider>;

/** Our REST host's payment calls in memory. */
export const fakePayments = () => ({
  cardTokenStatus: vi.fn<PaymentGateway['cardTokenStatus']>(async () => E.right({ status: 'valid' })),
  addCardWithToken: vi.fn<PaymentGateway['addCardWithToken']>(async () => E.right(undefined)),
  clientSecret: vi.fn<PaymentGateway['clientSecret']>(async () => E.right('seti_test_secret')),
});

export const declined: AppError = appError('card', 'Your card was declined.');
export const hostFailure: AppError = appError('http', 'Internal Error', { status: 500 });

/** A promise the test settles by hand, to look at a screen while a call is in flight. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};
