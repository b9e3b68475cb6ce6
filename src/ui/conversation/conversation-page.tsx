import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MessageForm } from '../booking/message-form.js';
import type { SentMessage } from '../booking/message-form.view-model.js';
import { PageFrame } from '../components/page-frame.js';
import { PromotionBanners } from '../components/promotion-banners.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { DeviceStatus, MessageActions } from '../shell/device-status.js';
import { ConversationViewModel } from './conversation.view-model.js';
import { ConversationFeed } from './conversation-feed.js';
import { guestTimeZone } from './guest-time-zone.js';
import { PhoneSection } from './phone-section.js';
import { TripNoteForm } from './trip-note-form.js';
import './conversation-page.css';

/**
 * /itineraries/{itineraryId}/conversation: the trip's conversation with the concierge, a form
 * to write to them about the trip, a note to leave on the trip's case, the guest's phone and the promotions running now
 * (docs/product/routes.md#conversation-page). Offline it reads as last fetched, and the forms
 * that write to the concierge are disabled with the reason (docs/architecture/offline.md).
 */
export const ConversationPage = observer(() => {
  const config = useConfig();
  const talk = useViewModel(ConversationViewModel);
  const { itineraryId = '' } = useParams();
  useEffect(() => {
    void talk.pageOpened(itineraryId);
  }, [talk, itineraryId]);
  useDocumentTitle(config.productShortName, 'Conversation');
  const sent = useCallback((message: SentMessage) => void talk.messageSent(message), [talk]);
  const noted = useCallback((note: string) => void talk.noteAdded(note), [talk]);
  const tripPath = `/itineraries/${encodeURIComponent(itineraryId)}`;
  return (
    <PageFrame
      title="Conversation"
      lead={
        <>
          With your concierge about{' '}
          <Link to={tripPath}>{talk.state.status === 'ready' ? talk.tripName : 'your trip'}</Link>
        </>
      }
    >
      <DeviceStatus />
      {talk.state.status === 'loading' ? (
        <p role="status" className="conversation-page__loading">
          Loading the conversation…
        </p>
      ) : null}
      {talk.state.status === 'ready' ? (
        <div className="conversation-page">
          <PromotionBanners productLine={talk.productLine} />
          <div className="conversation-page__columns">
            <div className="conversation-page__talk">
              <ConversationFeed
                entries={talk.entries}
                truncated={talk.truncated}
                itineraryId={itineraryId}
                timeZone={guestTimeZone()}
              />
              <MessageActions>
                <MessageForm heading="Write to your concierge" where={{ itineraryId }} onSent={sent} />
                <TripNoteForm itineraryId={itineraryId} onAdded={noted} />
              </MessageActions>
            </div>
            <aside className="conversation-page__aside" aria-label="Your contact details">
              <PhoneSection />
            </aside>
          </div>
        </div>
      ) : null}
    </PageFrame>
  );
});

export default ConversationPage;
