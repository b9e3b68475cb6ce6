import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CARD_TOKEN_TEXTS, type CardTokenDeadEnd, conciergeMailto } from '../../core/payment/index.js';
import { FullScreenLoading } from '../components/full-screen-loading.js';
import { PageFrame } from '../components/page-frame.js';
import { useViewModel } from '../di/use-view-model.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { CardMessage } from './card-message.js';
import { CardTokenViewModel } from './card-token.view-model.js';
import { TokenBillingForm } from './token-billing-form.js';

/** Where a guest goes from a card screen that has no more to do: their trips (the app's home). */
export const TRIPS_PATH = '/itineraries';

/**
 * A link that cannot add a card (expired, used, invalid): what happened, an e-mail to the
 * concierge naming the case (the address the footer's 'Contact us' uses), and a way on.
 */
const DeadEnd = observer(({ screen }: { screen: CardTokenDeadEnd }) => {
  const shell = useViewModel(ShellViewModel);
  const { title, catalogue, message } = CARD_TOKEN_TEXTS[screen];
  return (
    <CardMessage title={title} catalogue={catalogue} message={message}>
      <p className="card-message__actions">
        <a className="button" href={conciergeMailto(shell.contactEmail, screen)}>
          Email your concierge
        </a>
        <Link className="button button--secondary" to={TRIPS_PATH}>
          Go to My Trips
        </Link>
      </p>
    </CardMessage>
  );
});

/**
 * The card-addition-by-token page (docs/product/routes.md#card-addition-by-token): the
 * token's screen under the page's heading. The form stays mounted while it submits, under the
 * full-screen loading, because the provider reads the card from the widget in it.
 */
export const CardTokenPage = observer(({ token }: { token: string | null }) => {
  const vm = useViewModel(CardTokenViewModel);
  useEffect(() => {
    void vm.opened(token);
  }, [vm, token]);
  const { screen } = vm.state;
  return (
    <PageFrame title="Add A Card">
      {screen === 'loading' ? <FullScreenLoading /> : null}
      {screen === 'invalid' || screen === 'expired' || screen === 'used' ? <DeadEnd screen={screen} /> : null}
      {vm.showsForm ? <TokenBillingForm vm={vm} /> : null}
      {screen === 'submitting' ? <FullScreenLoading label="Adding your card" /> : null}
      {screen === 'completed' ? (
        <CardMessage {...CARD_TOKEN_TEXTS.completed} takesFocus>
          <p className="card-message__actions">
            <Link className="button" to={TRIPS_PATH}>
              Go to My Trips
            </Link>
          </p>
        </CardMessage>
      ) : null}
    </PageFrame>
  );
});
