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
  /** Requests still waiting for the answer whose clients are there; none left aborts the query. */
  waiting: number;
  settled: boolean;
  abandon: AbortController;
}

/** A search whose every asker went away: its query is dropped if it has not begun (PGlite). */
type Make = (signal: AbortSignal) => Promise<unknown>;

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

  /** `signal`: the asking request's client went away (docs/host/performance.md#abandoned-searches-pglite). */
  answer(key: string, version: bigint, make: Make, signal?: AbortSignal): Promise<PreparedAnswer> {
    if (this.#version === null || version > this.#version) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#version = version;
    } else if (version < this.#version) {
      return make(signal ?? new AbortController().signal).then(prepared);
    }
    const hit = this.#entries.get(key);
    if (hit) {
      // Map order is use order: the first key is the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      if (!hit.settled) this.#wait(hit, signal);
      return hit.answer;
    }
    const abandon = new AbortController();
    const entry: Entry = {
      answer: make(abandon.signal).then(prepared),
      bytes: 0,
      waiting: 0,
      settled: false,
      abandon,
    };
    this.#wait(entry, signal);
    this.#entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        entry.settled = true;
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = answer.bytes;
        this.#bytes += answer.bytes;
        this.#evict();
      },
      // A failed search is not kept: the next request tries again.
      () => {
        entry.settled = true;
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    this.#evict();
    return entry.answer;
  }

  /** One more request waits for the entry; when the last of them goes away, its query is abandoned. */
  #wait(entry: Entry, signal: AbortSignal | undefined) {
    if (!signal) {
      entry.waiting = Number.POSITIVE_INFINITY; // someone who cannot go away: never abandoned
      return;
    }
    entry.waiting += 1;
    signal.addEventListener(
      'abort',
      () => {
        entry.waiting -= 1;
        if (entry.waiting === 0 && !entry.settled) entry.abandon.abort();
      },
      { once: true },
    );
  }

  #evict() {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
