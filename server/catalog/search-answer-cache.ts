import { PreparedAnswer } from '../http/prepared-answer.js';

/** An answer made as JSON text already (search.routes.ts) is kept as it is. */
const prepared = (body: unknown): PreparedAnswer =>
  body instanceof PreparedAnswer ? body : new PreparedAnswer(body);

/** Distinct searches kept: the popular destinations with their usual dates and parties. */
export const SEARCH_CACHE_ENTRIES = 500;
/** And at most this much JSON in all (a broad search over many homes is ~0.5 MB). */
export const SEARCH_CACHE_BYTES = 64 * 1024 * 1024;

interface Entry {
  answer: Promise<PreparedAnswer>;
  bytes: number;
}

/**
 * Search answers by normalised terms, for one catalog version
 * (docs/host/decisions.md#search-answers-are-cached). A newer version empties the cache, so a
 * booking's nights show as taken on the very next search; an answer made from an older version
 * than the cache holds (a request that read the version just before a write) is sent but not
 * kept. Concurrent misses on one search share one query. The least recently used searches go
 * first when the cache is full.
 */
export class SearchAnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #version: bigint | null = null;
  #bytes = 0;

  constructor(maxEntries = SEARCH_CACHE_ENTRIES, maxBytes = SEARCH_CACHE_BYTES) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  answer(key: string, version: bigint, make: () => Promise<unknown>): Promise<PreparedAnswer> {
    if (this.#version === null || version > this.#version) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#version = version;
    } else if (version < this.#version) {
      return make().then(prepared);
    }
    const hit = this.#entries.get(key);
    if (hit) {
      // Map order is use order: the first key is the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.answer;
    }
    const entry: Entry = { answer: make().then(prepared), bytes: 0 };
    this.#entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = answer.bytes;
        this.#bytes += answer.bytes;
        this.#evict();
      },
      // A failed search is not kept: the next request tries again.
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    this.#evict();
    return entry.answer;
  }

  #evict() {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
