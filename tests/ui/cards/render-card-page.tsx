import { FakeRestHost } from '../../support/fake-rest-host.js';
import { testContainer } from '../../support/test-container.js';
import { renderAppOver } from '../app/render-app.js';

/**
 * A REST host whose answers wait, path by path, until the test lets them through: to see
 * a screen while a call is in flight.
 */
export class GatedRestHost extends FakeRestHost {
  /** Paths of the calls being held right now. */
  readonly waiting: string[] = [];
  private readonly gates = new Map<string, Promise<void>>();
  private readonly inner = this.fetch;

  /** Holds answers to `path` until the returned function is called. */
  hold(path: string): () => void {
    let open!: () => void;
    this.gates.set(path, new Promise<void>((resolve) => (open = resolve)));
    return () => {
      this.gates.delete(path);
      open();
    };
  }

  override readonly fetch = (async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://app.test').pathname;
    const gate = this.gates.get(path);
    if (gate) {
      this.waiting.push(path);
      await gate;
      this.waiting.splice(this.waiting.indexOf(path), 1);
    }
    return this.inner(input, init);
  }) as unknown as typeof fetch;
}

/** Renders the real app at a card-addition URL with in-memory ports (the sandbox provider). */
export const renderCardPage = (url: string, options: Parameters<typeof testContainer>[0] = {}) => {
  // The app's own container: it builds a page's view-model itself (autobind), as in the app.
  const ports = testContainer(options);
  return { ...ports, view: renderAppOver(ports, url) };
};

/** The text an element's aria-describedby points at, as a screen reader reads it after its name. */
export const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
