import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CARD_TOKEN_TEXTS } from '../../core/payment/index.js';
import { ProviderUnavailable } from '../booking/card-widget-slot.js';
import { FullScreenLoading } from '../components/full-screen-loading.js';
import { PageFrame } from '../components/page-frame.js';
import { useViewModel } from '../di/use-view-model.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { AddCardViewModel } from './add-card.view-model.js';
import { AddCardForm } from './add-card-form.js';
import { CardMessage } from './card-message.js';

/**
 * The standalone 'Add A Card' screen (docs/product/routes.md#add-a-card) for a trip. Nothing
 * shows until the payment provider has loaded; the form stays mounted while it submits, under
 * the full-screen loading, because the provider reads the card from the widget in it.
 */
export const AddCardPage = observer(({ itineraryId }: { itineraryId: string }) => {
  const vm = useViewModel(AddCardViewModel);
  const shell = useViewModel(ShellViewModel);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's address is read when a trip opens
  useEffect(() => {
    void vm.opened(itineraryId, `${window.location.origin}${pathname}${search}`);
  }, [vm, itineraryId]);
  const { screen } = vm.screen;
  const tripPath = `/itineraries/${encodeURIComponent(itineraryId)}`;
  if (screen === 'signing-in') return <FullScreenLoading label="Taking you to sign in" />;
  if (screen === 'opening') return null;
  return (
    <PageFrame
      title="Add A Card"
      lead={`This will add a new credit card to your existing ${shell.brand} user account.`}
    >
      {screen === 'unavailable' ? (
        <ProviderUnavailable message={vm.screen.message} onRetry={() => void vm.retryClicked()} />
      ) : null}
      {screen === 'form' ? <AddCardForm vm={vm} /> : null}
      {vm.submitting ? <FullScreenLoading label="Adding your card" /> : null}
      {screen === 'completed' ? (
        <CardMessage {...CARD_TOKEN_TEXTS.completed} takesFocus>
          <p className="card-message__actions">
            <Link className="button" to={tripPath}>
              Back to your trip
            </Link>
            <Link className="button button--secondary" to={`${tripPath}/billing`}>
              See your cards
            </Link>
          </p>
        </CardMessage>
      ) : null}
    </PageFrame>
  );
});
