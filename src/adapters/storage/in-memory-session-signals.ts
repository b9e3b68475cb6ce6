import type { SessionSignals, SessionStorageEvent } from '../../core/session/index.js';

/** Session events for tests and headless use: `announced` keeps what this tab said; `receive` plays another tab. */
export class InMemorySessionSignals implements SessionSignals {
  readonly announced: SessionStorageEvent[] = [];
  private readonly listeners = new Set<(event: string) => void>();

  announce(event: SessionStorageEvent): void {
    this.announced.push(event);
  }

  listen(onEvent: (event: string) => void): () => void {
    this.listeners.add(onEvent);
    return () => this.listeners.delete(onEvent);
  }

  /** Another tab announced `event` (any text: what a hostile page could write). */
  receive(event: string): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
