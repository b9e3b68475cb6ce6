/**
 * Reads the version for many requests at once without ever answering one of them from a read
 * that began before it arrived: a caller joins the next read, which starts when the running
 * one ends. A booking committed before a search arrived is therefore always seen, and 32
 * concurrent searches cost one or two small queries instead of 32.
 */
export class CatalogVersionReader {
  readonly #read: () => Promise<bigint>;
  #running: Promise<unknown> = Promise.resolve();
  #next: Promise<bigint> | null = null;

  constructor(read: () => Promise<bigint>) {
    this.#read = read;
  }

  current(): Promise<bigint> {
    if (this.#next) return this.#next;
    const next: Promise<bigint> = this.#running.then(() => {
      // From here on a new caller may have arrived after this read began: it waits for the next.
      if (this.#next === next) this.#next = null;
      return this.#read();
    });
    this.#next = next;
    this.#running = next.catch(() => undefined);
    return next;
  }
}
