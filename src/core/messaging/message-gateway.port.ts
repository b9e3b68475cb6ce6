import type * as E from 'fp-ts/lib/Either.js';
import type { ProductLine } from '../market/index.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { Conversation } from './conversation.entity.js';

/** user is the signed-in user's objectId; name and e-mail follow message-sender.rule.ts. */
export interface ItineraryMessageBody {
  readonly message: string;
  readonly user: string | null;
  readonly userName: string;
  readonly userEmail: string;
}

/**
 * A message from the contact form (docs/product/calls.md#services-and-misc). location is the
 * page the guest wrote from; sfId the lead's sales id; messageType what the form was opened
 * for (originCTA).
 */
export interface GeneralMessageBody {
  readonly message: string;
  readonly marketId: string | null;
  readonly productLine: ProductLine | null;
  readonly name: string;
  readonly email: string;
  readonly location: string | null;
  readonly loggedIn: boolean;
  readonly sfId: string | null;
  readonly user: string | null;
  readonly messageType: string | null;
}

/** Messages between the guest and the concierge. */
export interface MessageGateway {
  /**
   * A trip's conversation: messages, case notes, status changes and quotes, oldest first
   * (docs/product/flows.md#conversation); the trip's owner only.
   */
  conversation(itineraryId: string): Promise<E.Either<AppError, Conversation>>;
  /** A message about a trip, to the concierge working it. */
  sendItineraryMessage(itineraryId: string, body: ItineraryMessageBody): Promise<E.Either<AppError, void>>;
  /** A message from the contact form. */
  sendMessage(body: GeneralMessageBody): Promise<E.Either<AppError, void>>;
}
export const MessageGateway = token<MessageGateway>('MessageGateway');
