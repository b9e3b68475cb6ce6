import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../components/page-frame.js';
import { TripRefusalNotice } from '../components/trip-refusal-notice.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { BookingActions, DeviceStatus } from '../shell/device-status.js';
import { AddToCalendar } from './add-to-calendar.js';
import { ItineraryViewModel } from './itinerary.view-model.js';
import { ItineraryTab } from './itinerary-tab.js';
import { PendingRequests } from './pending-requests.js';
import { TripPromotions } from './trip-promotions.js';
import { TripSectionsNav } from './trip-sections-nav.js';
import { TripServicesTab } from './trip-services-tab.js';
import './itinerary-page.css';
import './trip-item-actions.css';

/** The itinerary view's catalog search context tabs (docs/product/routes.md#route-table). */
export const ITINERARY_TABS = [
  { id: 'itinerary', label: 'Itinerary' },
  { id: 'local_favorites', label: 'Local Favorites' },
  { id: 'explore', label: 'Explore' },
] as const;
type TabId = (typeof ITINERARY_TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => ITINERARY_TABS.some((tab) => tab.id === value);

const TripLead = observer(({ trip, itineraryId }: { trip: ItineraryViewModel; itineraryId: string }) => {
  const { itinerary } = trip;
  if (!itinerary) return <>Trip reference {itineraryId}</>;
  return (
    <>
      <span className="itinerary-lead__name">{itinerary.itineraryName || 'Your trip'}</span>
      {itinerary.market?.name ? (
        <span className="itinerary-lead__market"> · {itinerary.market.name}</span>
      ) : null}
      <span className="itinerary-lead__dates"> · {trip.dates}</span>
    </>
  );
});

/**
 * /itineraries/{itineraryId}: one trip, with its tabs kept in the URL (?tab=) and the item
 * the address points at in ?item=. The trip loads whichever tab is open: the lead names it.
 */
export const ItineraryPage = observer(() => {
  const config = useConfig();
  const trip = useViewModel(ItineraryViewModel);
  const { itineraryId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const itemId = params.get('item');
  const { signedIn } = trip.gate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in or out elsewhere opens the page again
  useEffect(() => {
    void trip.pageOpened(itineraryId, itemId);
  }, [trip, itineraryId, itemId, signedIn]);
  const requested = params.get('tab');
  const active: TabId = isTab(requested) ? requested : 'itinerary';
  useDocumentTitle(config.productShortName, 'Your Trip');
  const select = (tab: TabId) => {
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    setParams(next, { replace: true });
  };
  if (trip.state.status === 'refused')
    return (
      <PageFrame title="Your Trip">
        <TripRefusalNotice refusal={trip.state.refusal} />
      </PageFrame>
    );
  return (
    <PageFrame title="Your Trip" lead={<TripLead trip={trip} itineraryId={itineraryId} />}>
      <DeviceStatus />
      <TripSectionsNav itineraryId={itineraryId} />
      <AddToCalendar itineraryId={itineraryId} />
      {signedIn ? <PendingRequests itineraryId={itineraryId} /> : null}
      <TripPromotions trip={trip} />
      <div role="tablist" aria-label="Trip sections" className="itinerary-tabs">
        {ITINERARY_TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="itinerary-tabs__tab"
            onClick={() => select(tab.id)}
            onKeyDown={(event) => {
              const index = ITINERARY_TABS.findIndex((candidate) => candidate.id === active);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = ITINERARY_TABS[(index + step + ITINERARY_TABS.length) % ITINERARY_TABS.length];
              if (next) {
                select(next.id);
                document.getElementById(`tab-${next.id}`)?.focus();
              }
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        className="itinerary-panel"
      >
        <h2>{ITINERARY_TABS.find((tab) => tab.id === active)?.label}</h2>
        <BookingActions>
          {active === 'itinerary' ? (
            <ItineraryTab trip={trip} />
          ) : (
            <TripServicesTab
              trip={trip}
              section={active === 'local_favorites' ? 'local_favorites' : 'catalog'}
            />
          )}
        </BookingActions>
      </section>
    </PageFrame>
  );
});

export default ItineraryPage;
