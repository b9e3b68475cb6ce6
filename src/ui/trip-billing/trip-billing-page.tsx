import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../components/page-frame.js';
import { TripRefusalNotice } from '../components/trip-refusal-notice.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { CardsOnFileSection } from './cards-on-file-section.js';
import { FolioTable } from './folio-table.js';
import { TripBillingViewModel } from './trip-billing.view-model.js';
import './trip-billing.css';

/**
 * /itineraries/{itineraryId}/billing (docs/product/routes.md#route-table): the trip's folio
 * and the cards the guest pays with.
 */
export const TripBillingPage = observer(() => {
  const config = useConfig();
  const billing = useViewModel(TripBillingViewModel);
  const { itineraryId = '' } = useParams();
  useDocumentTitle(config.productShortName, 'Billing');
  const { signedIn } = billing.gate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in or out elsewhere opens the page again
  useEffect(() => {
    void billing.pageOpened(itineraryId);
  }, [billing, itineraryId, signedIn]);
  const tripPath = `/itineraries/${encodeURIComponent(itineraryId)}`;
  const { state } = billing;
  return (
    <PageFrame
      title="Billing"
      lead={
        <>
          The charges and payments of your trip, and the cards you pay with.{' '}
          <Link to={tripPath}>Back to your trip</Link>
        </>
      }
    >
      {state.status === 'loading' ? (
        <p role="status" className="trip-billing__loading">
          Loading your billing…
        </p>
      ) : null}
      {state.status === 'signed-out' ? <TripRefusalNotice refusal="sign-in" /> : null}
      {state.status === 'unauthorized' ? (
        <TripRefusalNotice refusal={state.refusal} title="Unauthorized" />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <FolioTable folio={state.folio} />
          <CardsOnFileSection
            cards={state.cards}
            itineraryId={itineraryId}
            paymentCard={state.folio.paymentCard}
          />
        </>
      ) : null}
    </PageFrame>
  );
});

export default TripBillingPage;
