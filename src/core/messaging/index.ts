// The messaging area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { type AddTripNoteDeps, addTripNote, NOTE_MAX_LENGTH } from './add-trip-note.use-case.js';
export { Conversation, ConversationEntry } from './conversation.entity.js';
export {
  CONVERSATION_LIMIT,
  type ConversationAuthorRole,
  type ConversationEntryKind,
  conversationKindWords,
} from './conversation-entry.rule.js';
export { conversationTextParts, isConversationEvent } from './conversation-text.rule.js';
export { initialMessage, Message } from './message.entity.js';
export {
  MESSAGE_MAX_LENGTH,
  type MessageFormField,
  type MessageFormProblem,
  messageFormProblem,
} from './message-form.rule.js';
export { type MessageEvent, type MessageFields, messageTransition } from './message-form-state.js';
export {
  type GeneralMessageBody,
  type ItineraryMessageBody,
  MessageGateway,
} from './message-gateway.port.js';
export { type MessageContext, sendMessage } from './send-message.use-case.js';
