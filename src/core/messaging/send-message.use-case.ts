import * as E from 'fp-ts/lib/Either.js';
import { messageSenderEmail, messageSenderName } from '../contact/message-sender.rule.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import type { ProductLine } from '../market/product-line.entity.js';
import type { AppError } from '../shared/app-error.js';
import { StateCell } from '../shared/state-cell.js';
import { initialMessage, type Message } from './message.entity.js';
import { type MessageEvent, type MessageFields, messageTransition } from './message-form-state.js';
import type { MessageGateway } from './message-gateway.port.js';

type Text = string | null | undefined;

/** Who writes from where: all optional, a visitor may be anonymous and off any trip. */
export interface MessageContext {
  /** On a trip, the message goes to that trip's concierge. */
  readonly itineraryId?: Text;
  readonly user?: { readonly objectId: string; readonly fullName?: Text; readonly email?: Text } | null;
  readonly lead?: {
    readonly sfId?: Text;
    readonly firstName?: Text;
    readonly lastName?: Text;
    readonly email?: Text;
  } | null;
  readonly marketId?: Text;
  readonly productLine?: ProductLine | null;
  /** The page the guest writes from. */
  readonly location?: Text;
}

export interface SendMessageDeps {
  readonly messages: Pick<MessageGateway, 'sendItineraryMessage' | 'sendMessage'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** The contact form (SPEC 3, 4, 7) as a view-model mirrors it (getState / subscribe). */
export class MessageForm {
  private readonly cell = new StateCell<Message>(initialMessage);

  constructor(private readonly deps: SendMessageDeps) {}

  getState(): Message {
    return this.cell.get();
  }

  subscribe(listener: (state: Message) => void): () => void {
    return this.cell.subscribe(listener);
  }

  edit(fields: MessageFields): void {
    this.dispatch({ type: 'edited', fields });
  }

  reset(): void {
    this.dispatch({ type: 'reset' });
  }

  /**
   * Sends the message, naming the sender by message-sender.rule.ts (SPEC 5). A submit while
   * one is sending is ignored (undefined): the concierge would get it twice. SPEC 8: a
   * failure is stored and reported.
   */
  async send(context: MessageContext): Promise<E.Either<AppError, void> | undefined> {
    const form = this.cell.get();
    if (form.sending) return undefined;
    this.dispatch({ type: 'submitted' });
    const sent = await this.deliver(form, context);
    if (E.isRight(sent)) {
      this.dispatch({ type: 'succeeded' });
      return sent;
    }
    this.deps.errors.report(sent.left, { during: 'sending a message' });
    this.dispatch({ type: 'failed', error: sent.left.message });
    return sent;
  }

  private deliver(form: Message, context: MessageContext): Promise<E.Either<AppError, void>> {
    const sources = { name: form.name, email: form.email, user: context.user, lead: context.lead };
    const name = messageSenderName(sources);
    const email = messageSenderEmail(sources);
    const user = context.user?.objectId ?? null;
    if (context.itineraryId) {
      return this.deps.messages.sendItineraryMessage(context.itineraryId, {
        message: form.message,
        user,
        userName: name,
        userEmail: email,
      });
    }
    return this.deps.messages.sendMessage({
      message: form.message,
      marketId: context.marketId ?? null,
      productLine: context.productLine ?? null,
      name,
      email,
      location: context.location ?? null,
      loggedIn: user !== null,
      sfId: context.lead?.sfId ?? null,
      user,
      messageType: form.originCTA,
    });
  }

  private dispatch(event: MessageEvent): void {
    this.cell.update((state) => messageTransition(state, event));
  }
}
