import * as E from 'fp-ts/lib/Either.js';
import { messageSenderEmail, messageSenderName } from '../contact/index.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ProductLine } from '../market/index.js';
import type { AppError } from '../shared/index.js';
import type { Message } from './message.entity.js';
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

export interface SendMessageRequest {
  /** The form as the guest filled it in. */
  readonly form: Pick<Message, 'message' | 'name' | 'email' | 'originCTA'>;
  readonly context: MessageContext;
}

/**
 * Sends the contact form's message (docs/product/calls.md#services-and-misc), naming the
 * sender by message-sender.rule.ts: on a trip to that trip's concierge, else as a general
 * message. A failure is reported here and answered, for the form to store
 * (docs/product/errors.md#load-failures: message submit failure stored and reported). The
 * form sends none while one is sending (messageTransition's `sending`): the concierge would
 * get it twice.
 */
export const sendMessage = async (
  deps: SendMessageDeps,
  { form, context }: SendMessageRequest,
): Promise<E.Either<AppError, void>> => {
  const sent = await deliver(deps, form, context);
  if (E.isLeft(sent)) deps.errors.report(sent.left, { during: 'sending a message' });
  return sent;
};

const deliver = (
  deps: SendMessageDeps,
  form: SendMessageRequest['form'],
  context: MessageContext,
): Promise<E.Either<AppError, void>> => {
  const sources = { name: form.name, email: form.email, user: context.user, lead: context.lead };
  const name = messageSenderName(sources);
  const email = messageSenderEmail(sources);
  const user = context.user?.objectId ?? null;
  if (context.itineraryId) {
    return deps.messages.sendItineraryMessage(context.itineraryId, {
      message: form.message,
      user,
      userName: name,
      userEmail: email,
    });
  }
  return deps.messages.sendMessage({
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
};
