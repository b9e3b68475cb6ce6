import type { CookieJar } from '../../core/storage/index.js';

/** Cookies for tests and headless use. */
export class InMemoryCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }
  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }
  set(name: string, value: string): void {
    this.values.set(name, value);
  }
  remove(name: string): void {
    this.values.delete(name);
  }
}
