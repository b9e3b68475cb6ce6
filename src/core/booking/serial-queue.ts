/**
 * Runs async tasks one at a time, in the order they were given
 * (docs/product/constants.md#business-constants: update queue concurrency 1): two quick saves
 * of one booking context must reach the host in order, or the older state could land last and
 * win.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // A failed task is its caller's to handle; the tasks behind it still run.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
