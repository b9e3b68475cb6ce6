import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { messageSenderName } from '../../core/contact/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import { parseProductLine } from '../../core/market/index.js';
import {
  initialMessage,
  type Message,
  type MessageContext,
  type MessageEvent,
  type MessageFields,
  type MessageFormField,
  type MessageFormProblem,
  MessageGateway,
  messageFormProblem,
  messageTransition,
  sendMessage,
} from '../../core/messaging/index.js';
import type { AppError } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

/** Said when the host refused a message without words of its own. */
export const MESSAGE_NOT_SENT = 'Your message could not be sent. Please try again.';

/**
 * Where the form writes from: a trip (the message goes to its concierge), or any other page
 * (a service's), named by its address and what opened the form.
 */
export interface MessageWhere {
  readonly itineraryId?: string | null;
  readonly location?: string | null;
  readonly originCTA?: string | null;
  readonly marketId?: string | null;
}

/** What was sent and by whom, for a conversation to show at once. */
export interface SentMessage {
  readonly text: string;
  readonly name: string;
}

interface Deps {
  readonly messages: Pick<MessageGateway, 'sendItineraryMessage' | 'sendMessage'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
  readonly shell: ShellViewModel;
}

/**
 * One message form (docs/product/flows.md#message-flow): the message and its sending state
 * move by the core's transition; the form is checked before anything is sent
 * (message-form.rule.ts), and a problem is kept beside the message, on its field, so nothing
 * typed is lost. A signed-out guest names themselves (docs/product/flows.md#conversation).
 */
@injectable()
export class MessageFormViewModel {
  message: Message = initialMessage;
  problem: MessageFormProblem | null = null;
  #where: MessageWhere = {};
  #onSent: ((sent: SentMessage) => void) | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(MessageGateway) messages: Deps['messages'],
    @inject(ErrorReporter) errors: Deps['errors'],
    @inject(ShellViewModel) shell: ShellViewModel,
  ) {
    this.#deps = { messages, errors, shell };
    makeAutoObservable(this, { message: observableRef, problem: observableRef });
  }

  /** Nobody signed in can be named: the guest gives a name and an e-mail. */
  get asksWhoWrites(): boolean {
    return this.#deps.shell.session.status !== 'authenticated';
  }

  /** The last message went and nothing new is typed yet. */
  get sent(): boolean {
    return this.message.submitted && !this.message.sending && this.message.message === '';
  }

  formOpened(where: MessageWhere, onSent?: (sent: SentMessage) => void): void {
    this.#where = where;
    this.#onSent = onSent ?? null;
    this.apply({ type: 'edited', fields: { originCTA: where.originCTA ?? null } });
  }

  edited(fields: MessageFields): void {
    this.apply({ type: 'edited', fields });
    if (this.problem && this.problem.field in fields) this.problem = null;
  }

  problemOn(field: MessageFormField): string | null {
    return this.problem?.field === field ? this.problem.message : null;
  }

  async sendClicked(): Promise<void> {
    // One at a time: the concierge would get a second copy (send-message.use-case.ts).
    if (this.message.sending) return;
    this.problem = messageFormProblem(this.message, { asksWhoWrites: this.asksWhoWrites });
    if (this.problem) return;
    this.apply({ type: 'submitted' });
    const form = this.message;
    const context = this.context();
    const result = await sendMessage(this.#deps, { form, context });
    this.sendSettled(result, {
      text: form.message.trim(),
      name: messageSenderName({ name: form.name, user: context.user, lead: context.lead }),
    });
  }

  /** The flow's reset: an empty form, nothing sent, no error. */
  resetClicked(): void {
    if (this.message.sending) return;
    this.problem = null;
    this.apply({ type: 'reset' });
    // The form is still where it was opened: the call to action stays.
    this.apply({ type: 'edited', fields: { originCTA: this.#where.originCTA ?? null } });
  }

  private sendSettled(result: E.Either<AppError, void>, sent: SentMessage): void {
    if (E.isLeft(result)) {
      this.apply({ type: 'failed', error: result.left.hostMessage ?? MESSAGE_NOT_SENT });
      return;
    }
    this.apply({ type: 'succeeded' });
    this.#onSent?.(sent);
  }

  private context(): MessageContext {
    const { shell } = this.#deps;
    const session = shell.session;
    const user = session.status === 'authenticated' ? session.user : null;
    const where = this.#where;
    return {
      itineraryId: where.itineraryId ?? null,
      user: user
        ? { objectId: user.objectId, fullName: user.fullName, email: user.email ?? user.username }
        : null,
      lead: shell.lead,
      marketId: where.marketId ?? null,
      productLine: shell.productLine ? (parseProductLine(shell.productLine) ?? null) : null,
      location: where.location ?? null,
    };
  }

  private apply(event: MessageEvent): void {
    this.message = messageTransition(this.message, event);
  }
}
