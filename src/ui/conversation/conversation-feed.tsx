import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDate } from '../../core/formatting/index.js';
import type { ConversationEntry } from '../../core/messaging/index.js';
import {
  conversationKindWords,
  conversationTextParts,
  isConversationEvent,
} from '../../core/messaging/index.js';

interface EntryProps {
  entry: ConversationEntry;
  itineraryId: string;
  timeZone: string | undefined;
}

const When = ({ iso, timeZone }: { iso: string; timeZone: string | undefined }) => (
  <time dateTime={iso}>{formatDate(iso, 'shortDateTimeZone', timeZone)}</time>
);

/** The entry's words, any instant the host wrote in UTC told in the guest's own zone. */
const Words = ({ text, timeZone }: { text: string; timeZone: string | undefined }) => (
  <>
    {conversationTextParts(text).map((part, index) =>
      part.kind === 'instant' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        <When key={index} iso={part.iso} timeZone={timeZone} />
      ) : (
        part.text
      ),
    )}
  </>
);

/** A link to the item an entry is about: the host names it only while the item is on the trip. */
const ItemLink = ({ entry, itineraryId }: { entry: ConversationEntry; itineraryId: string }) =>
  entry.itemId ? (
    <Link
      className="conversation-entry__item"
      to={`/itineraries/${encodeURIComponent(itineraryId)}?tab=itinerary&item=${encodeURIComponent(entry.itemId)}`}
    >
      {entry.kind === 'quote' ? 'See the quote on your trip' : 'See the item on your trip'}
    </Link>
  ) : null;

const authorName = (entry: ConversationEntry): string =>
  entry.author.role === 'concierge' && entry.author.name !== 'Concierge'
    ? `${entry.author.name} (Concierge)`
    : entry.author.name;

/** A status change or a quote: one compact line on the thread. */
const EventEntry = ({ entry, itineraryId, timeZone }: EntryProps) => (
  <li className={`conversation-event conversation-event--${entry.kind}`}>
    <span className="conversation-event__mark" aria-hidden="true" />
    <p className="conversation-event__line">
      <span className="conversation-event__kind">{conversationKindWords(entry.kind)}</span>{' '}
      <span className="conversation-entry__text">
        <Words text={entry.text} timeZone={timeZone} />
      </span>
      <span className="conversation-event__meta">
        {' · '}
        {authorName(entry)}
        {' · '}
        <When iso={entry.createdAt} timeZone={timeZone} />
      </span>
    </p>
    <ItemLink entry={entry} itineraryId={itineraryId} />
  </li>
);

/** A message or a note: a bubble, the guest's on the right, the concierge's on the left. */
const SaidEntry = ({ entry, itineraryId, timeZone }: EntryProps) => (
  <li
    className={`conversation-entry conversation-entry--${entry.author.role} conversation-entry--${entry.kind}`}
  >
    <p className="conversation-entry__meta">
      <span className="conversation-entry__author">{authorName(entry)}</span>
      <span className="conversation-entry__kind"> · {conversationKindWords(entry.kind)}</span>
      <span> · </span>
      <When iso={entry.createdAt} timeZone={timeZone} />
    </p>
    <p className="conversation-entry__text">
      <Words text={entry.text} timeZone={timeZone} />
    </p>
    <ItemLink entry={entry} itineraryId={itineraryId} />
  </li>
);

/**
 * The trip's conversation, oldest first (docs/product/flows.md#conversation): a thread of
 * messages and notes, the items' status changes and quotes as compact events between them,
 * every time in the guest's own zone.
 */
export const ConversationFeed = observer(
  ({
    entries,
    truncated,
    itineraryId,
    timeZone,
  }: {
    entries: readonly ConversationEntry[];
    truncated: boolean;
    itineraryId: string;
    timeZone: string | undefined;
  }) => (
    <section className="conversation-feed" aria-labelledby="conversation-feed-title">
      <h2 id="conversation-feed-title">Messages and updates</h2>
      {truncated ? <p className="conversation-feed__note">Earlier messages are not shown.</p> : null}
      {entries.length === 0 ? (
        <p className="conversation-feed__empty">No messages yet. Write to your concierge below.</p>
      ) : (
        <ol className="conversation-feed__list" aria-labelledby="conversation-feed-title">
          {entries.map((entry) =>
            isConversationEvent(entry.kind) ? (
              <EventEntry key={entry.objectId} entry={entry} itineraryId={itineraryId} timeZone={timeZone} />
            ) : (
              <SaidEntry key={entry.objectId} entry={entry} itineraryId={itineraryId} timeZone={timeZone} />
            ),
          )}
        </ol>
      )}
    </section>
  ),
);
