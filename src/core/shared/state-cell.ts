/** Called with the new state after every change. */
export type StateListener<S> = (state: S) => void;

/**
 * One value plus change listeners: how a stateful use case shows its state without the
 * core knowing MobX. A view-model copies the state into an observable on each change.
 * (Generic; it lives beside the booking use cases only until shared/ takes it.)
 */
export class StateCell<S> {
  private readonly listeners = new Set<StateListener<S>>();

  constructor(private state: S) {}

  get(): S {
    return this.state;
  }

  set(next: S): void {
    this.state = next;
    // A copy: a listener that unsubscribes while being called must not skip its neighbour.
    for (const listener of [...this.listeners]) listener(next);
  }

  update(change: (state: S) => S): void {
    this.set(change(this.state));
  }

  /** Returns the function that stops the listener. */
  subscribe(listener: StateListener<S>): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
