/** Collects query parameters while SQL is assembled: `p.add(value)` answers its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
