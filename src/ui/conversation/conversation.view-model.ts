import { sequenceT } from 'fp-ts/lib/Apply.js';
import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ItinerarySummary } from '../../core/itinerary/index.js';
import { ItineraryGateway } from '../../core/itinerary/index.js';
import { DEFAULT_PRODUCT_LINE } from '../../core/market/index.js';
import type { Conversation, ConversationEntry } from '../../core/messaging/index.js';
import { MessageGateway } from '../../core/messaging/index.js';
import { promotionLine } from '../../core/promo/index.js';
import type { AppError } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import type { SentMessage } from '../booking/message-form.view-model.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type ConversationState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly itinerary: ItinerarySummary; readonly conversation: Conversation }
  | { readonly status: 'failed' };

interface Deps {
  readonly messages: Pick<MessageGateway, 'conversation'>;
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary'>;
  readonly shell: ShellViewModel;
  readonly errors: Pick<ErrorReporter, 'report'>;
  readonly clock: Clock;
}

/**
 * /itineraries/{itineraryId}/conversation (docs/product/flows.md#conversation): the trip and
 * its conversation load side by side, a failure of either being the page-load error the trip
 * page shows too. A message the guest sent shows at once; the conversation is then read
 * again, so the page ends up with what the host keeps.
 */
@injectable()
export class ConversationViewModel {
  state: ConversationState = { status: 'loading' };
  #requested: string | null = null;
  #sentCount = 0;
  readonly #deps: Deps;

  constructor(
    @inject(MessageGateway) messages: Deps['messages'],
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(ErrorReporter) errors: Deps['errors'],
    @inject(Clock) clock: Clock,
  ) {
    this.#deps = { messages, itineraries, shell, errors, clock };
    makeAutoObservable(this, { state: observableRef });
  }

  get entries(): readonly ConversationEntry[] {
    return this.state.status === 'ready' ? this.state.conversation.entries : [];
  }

  get truncated(): boolean {
    return this.state.status === 'ready' && this.state.conversation.truncated;
  }

  get tripName(): string {
    return this.state.status === 'ready' ? this.state.itinerary.itineraryName || 'Your trip' : '';
  }

  /** The line whose promotions the trip shows: the visit's, else the trip's market's default. */
  get productLine(): string {
    const market = this.state.status === 'ready' ? this.state.itinerary.market : null;
    return promotionLine(this.#deps.shell.productLine, market?.defaultProductLine, DEFAULT_PRODUCT_LINE);
  }

  async pageOpened(itineraryId: string): Promise<void> {
    if (this.#requested === itineraryId) return;
    this.#requested = itineraryId;
    this.state = { status: 'loading' };
    const { messages, itineraries } = this.#deps;
    const [itinerary, conversation] = await Promise.all([
      itineraries.guestItinerary(itineraryId),
      messages.conversation(itineraryId),
    ]);
    if (this.#requested !== itineraryId) return; // the guest moved on to another trip
    this.loaded(sequenceT(E.Apply)(itinerary, conversation));
  }

  /** The form sent a message: it shows now, then the host's copy replaces it. */
  messageSent(sent: SentMessage): Promise<void> {
    return this.entryShown('message', sent.name, sent.text);
  }

  /** The owner left a note on the trip's case feed: it shows now, then the host's copy replaces it. */
  noteAdded(note: string): Promise<void> {
    const session = this.#deps.shell.session;
    const name = session.status === 'authenticated' ? session.user.fullName || 'You' : 'You';
    return this.entryShown('note', name, note);
  }

  private async entryShown(kind: ConversationEntry['kind'], name: string, text: string): Promise<void> {
    const itineraryId = this.#requested;
    if (this.state.status !== 'ready' || !itineraryId) return;
    this.#sentCount += 1;
    const shown: ConversationEntry = {
      objectId: `sent-${this.#sentCount}`,
      kind,
      author: { role: 'guest', name },
      text,
      createdAt: this.#deps.clock.now().toISOString(),
      itemId: null,
    };
    const { conversation } = this.state;
    this.state = {
      ...this.state,
      conversation: { ...conversation, entries: [...conversation.entries, shown] },
    };
    const reread = await this.#deps.messages.conversation(itineraryId);
    this.reread(itineraryId, reread);
  }

  private loaded(loaded: E.Either<AppError, [ItinerarySummary, Conversation]>): void {
    if (E.isLeft(loaded)) {
      this.state = { status: 'failed' };
      this.#deps.shell.errorRaised(loaded.left);
      return;
    }
    const [itinerary, conversation] = loaded.right;
    this.state = { status: 'ready', itinerary, conversation };
  }

  private reread(itineraryId: string, reread: E.Either<AppError, Conversation>): void {
    if (this.#requested !== itineraryId || this.state.status !== 'ready') return;
    // The message went; only the fresh copy failed: keep what is shown rather than lose it.
    if (E.isLeft(reread)) {
      this.#deps.errors.report(reread.left, { during: 'reading the conversation again' });
      return;
    }
    this.state = { ...this.state, conversation: reread.right };
  }
}
