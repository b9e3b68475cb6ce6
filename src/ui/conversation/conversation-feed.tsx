import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDate } from '../../core/formatting/date.format.js';
import type { ConversationEntry } from '../../core/messaging/conversation.entity.js';
import { conversationKindWords } from '../../core/messaging/conversation-entry.rule.js';

const Entry = ({ entry, itineraryId }: { entry: ConversationEntry; itineraryId: string }) => (
  <li
    className={`conversation-entry conversation-entry--${entry.author.role} conversation-entry--${entry.kind}`}
  >
    <p className="conversation-entry__meta">
      <span className="conversation-entry__author">
        {entry.author.name}
        {entry.author.role === 'concierge' && entry.author.name !== 'Concierge' ? ' (Concierge)' : ''}
      </span>
      <span className="conversation-entry__kind"> · {conversationKindWords(entry.kind)}</span>
      <span> · </span>
      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, 'shortDateTimeZone')}</time>
    </p>
    <p className="conversation-entry__text">{entry.text}</p>
    {entry.itemId ? (
      <Link
        className="conversation-entry__item"
        to={`/itineraries/${encodeURIComponent(itineraryId)}?tab=itinerary&item=${encodeURIComponent(entry.itemId)}`}
      >
        {entry.kind === 'quote' ? 'See the quote on your trip' : 'See the item on your trip'}
      </Link>
    ) : null}
  </li>
);

/** The trip's conversation, oldest first (docs/product/flows.md#conversation). */
export const ConversationFeed = observer(
  ({
    entries,
    truncated,
    itineraryId,
  }: {
    entries: readonly ConversationEntry[];
    truncated: boolean;
    itineraryId: string;
  }) => (
    <section className="conversation-feed" aria-labelledby="conversation-feed-title">
      <h2 id="conversation-feed-title">Messages and updates</h2>
      {truncated ? <p className="conversation-feed__note">Earlier messages are not shown.</p> : null}
      {entries.length === 0 ? (
        <p className="conversation-feed__empty">No messages yet. Write to your concierge below.</p>
      ) : (
        <ol className="conversation-feed__list" aria-labelledby="conversation-feed-title">
          {entries.map((entry) => (
            <Entry key={entry.objectId} entry={entry} itineraryId={itineraryId} />
          ))}
        </ol>
      )}
    </section>
  ),
);
