import type { VirtualItem } from '@tanstack/react-virtual';
import { injectable } from 'inversify';

/**
 * Where the guest left each search's results, for coming back to them (browser Back from a
 * home): the page's scroll and each list's measured cards, keyed by the search's address.
 * The search's view-model is made afresh for every visit of /listings, so this one lives for
 * the app's life (one per container), never in storage: a reload starts at the top.
 */
@injectable()
export class ResultsMemory {
  readonly #scroll = new Map<string, number>();
  readonly #sizes = new Map<string, VirtualItem[]>();

  scrolled(search: string, y: number): void {
    this.#scroll.set(search, y);
  }

  scrollOf(search: string): number | null {
    return this.#scroll.get(search) ?? null;
  }

  listLeft(search: string, list: string, sizes: VirtualItem[]): void {
    this.#sizes.set(`${search}\n${list}`, sizes);
  }

  listSizesOf(search: string, list: string): readonly VirtualItem[] | undefined {
    return this.#sizes.get(`${search}\n${list}`);
  }
}
