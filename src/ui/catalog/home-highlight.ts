import { makeAutoObservable, observableRef } from 'mobx';

/**
 * The home chosen on the map or pointed at in the list. `turn` tells one choice from the
 * next, so choosing the same marker again brings its card back into view.
 */
export interface Highlight {
  readonly id: string;
  readonly from: 'map' | 'list';
  readonly turn: number;
}

interface Home {
  readonly id: string;
}

/**
 * Marker ↔ card: choosing a marker (a click, or Previous/Next home from the keyboard)
 * highlights its card; a card hovered or focused highlights its marker. A choice made on
 * the map outlasts the pointer passing over cards; pointing lasts while the pointer or
 * focus stays.
 */
export class HomeHighlight {
  current: Highlight | null = null;
  #turns = 0;
  readonly #homes: () => readonly Home[];
  readonly #markers: () => readonly Home[];

  /** `homes`: the results, every card; `markers`: those on the map, in the order the keyboard steps. */
  constructor(homes: () => readonly Home[], markers: () => readonly Home[]) {
    this.#homes = homes;
    this.#markers = markers;
    makeAutoObservable(this, { current: observableRef });
  }

  markerChosen(listingId: string): void {
    this.#turns += 1;
    this.current = { id: listingId, from: 'map', turn: this.#turns };
  }

  /** The next (1) or previous (-1) marker, round the ends; from none, Next starts at the first and Previous at the last. */
  markerStepped(step: 1 | -1): void {
    const markers = this.#markers();
    if (markers.length === 0) return;
    const chosen = this.chosenId;
    const at = chosen === null ? -1 : markers.findIndex((home) => home.id === chosen);
    const next =
      at === -1 ? (step === 1 ? 0 : markers.length - 1) : (at + step + markers.length) % markers.length;
    const home = markers[next];
    if (home) this.markerChosen(home.id);
  }

  markerDismissed(): void {
    if (this.current?.from === 'map') this.current = null;
  }

  cardPointed(listingId: string): void {
    if (this.current?.id === listingId) return;
    this.#turns += 1;
    this.current = { id: listingId, from: 'list', turn: this.#turns };
  }

  cardLeft(listingId: string): void {
    if (this.current?.from === 'list' && this.current.id === listingId) this.current = null;
  }

  /** The home highlighted now, if it is still among the results. */
  get highlightedId(): string | null {
    const id = this.current?.id;
    return id !== undefined && this.#homes().some((home) => home.id === id) ? id : null;
  }

  /** The home chosen on the map, if it is still among the results. */
  get chosenId(): string | null {
    return this.current?.from === 'map' ? this.highlightedId : null;
  }

  /** The choice made on the map, for the list to scroll to and the map to reveal. */
  get fromMap(): Highlight | null {
    return this.current?.from === 'map' ? this.current : null;
  }
}
