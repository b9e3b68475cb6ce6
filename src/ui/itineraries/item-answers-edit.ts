import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ItineraryItem, ItineraryItemsEvent, ListingItem } from '../../core/itinerary/index.js';
import {
  type AnsweredItem,
  type AnswersSaved,
  answerText,
  changedAnswers,
  type SaveItemAnswersDeps,
  saveItemAnswers,
} from '../../core/itinerary/index.js';
import type { ItemField } from '../../core/service/index.js';

/** The owner's answers while they change them: what they typed, kept whole through a refusal. */
export interface AnswersEdit {
  readonly typed: Readonly<Record<string, string>>;
  readonly status: 'editing' | 'saving' | 'failed';
  readonly message: string | null;
}

/** What the answers' form asks of the item's page. */
export interface AnswersHost {
  readonly itineraryId: () => string | null;
  /** The item shown, while it is: a service or a home. */
  readonly service: () => ItineraryItem | null;
  readonly home: () => ListingItem | null;
  /** The fields the owner may answer now (none when they may not). */
  readonly fields: () => readonly ItemField[];
  readonly homeOf: (homeId: string) => ListingItem | undefined;
  readonly applied: (event: ItineraryItemsEvent) => void;
}

export const HOME_GONE = 'This home is no longer on the trip.';

/**
 * An item's answers as its owner changes them (docs/product/validation.md#service-pricing-and-fields):
 * opened with what the fields hold, typed into, then saved through saveItemAnswers; a refusal
 * keeps what was typed with the host's words.
 */
export class ItemAnswersEdit {
  edit: AnswersEdit | null = null;
  readonly #deps: SaveItemAnswersDeps;
  readonly #host: AnswersHost;

  constructor(deps: SaveItemAnswersDeps, host: AnswersHost) {
    this.#deps = deps;
    this.#host = host;
    makeAutoObservable(this, { edit: observableRef }, { autoBind: true });
  }

  editClicked(): void {
    const fields = this.#host.fields();
    if (fields.length === 0 || this.edit) return;
    const typed = Object.fromEntries(fields.map((field) => [field.id, answerText(field)]));
    this.edit = { typed, status: 'editing', message: null };
  }

  typed(fieldId: string, text: string): void {
    const edit = this.edit;
    if (!edit || edit.status === 'saving') return;
    this.edit = { ...edit, typed: { ...edit.typed, [fieldId]: text } };
  }

  canceled(): void {
    if (this.edit?.status === 'saving') return;
    this.edit = null;
  }

  /** Another item is on screen: its answers are not being changed. */
  closed(): void {
    this.edit = null;
  }

  private target(): AnsweredItem | null {
    const service = this.#host.service();
    const home = this.#host.home();
    return service ? { kind: 'service', item: service } : home ? { kind: 'home', item: home } : null;
  }

  async saved(): Promise<void> {
    const edit = this.edit;
    const itineraryId = this.#host.itineraryId();
    const target = this.target();
    if (!edit || edit.status === 'saving' || !itineraryId || !target) return;
    const changed = changedAnswers(this.#host.fields(), edit.typed);
    if (E.isLeft(changed)) {
      this.edit = { ...edit, status: 'failed', message: changed.left };
      return;
    }
    if (changed.right.length === 0) {
      this.edit = null;
      return;
    }
    this.edit = { ...edit, status: 'saving', message: null };
    this.settled(edit, await saveItemAnswers(this.#deps, { itineraryId, target, updates: changed.right }));
  }

  private settled(edit: AnswersEdit, saved: AnswersSaved): void {
    if (saved.status === 'refused') {
      if (saved.event) this.#host.applied(saved.event);
      this.edit = { ...edit, status: 'failed', message: saved.message };
      return;
    }
    const { event } = saved;
    if (event.type === 'listing-item-updated') {
      // The host's values go on the home as it is now, if it is still on the trip.
      const home = this.#host.homeOf(event.listingItem.objectId);
      if (!home) {
        this.edit = { ...edit, status: 'failed', message: HOME_GONE };
        return;
      }
      this.#host.applied({ ...event, listingItem: { ...home, fields: event.listingItem.fields } });
    } else this.#host.applied(event);
    this.edit = null;
  }
}
