import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CARD_TOKEN_TEXTS } from '../../core/payment/card-token-screen.rule.js';
import { FullScreenLoading } from '../components/full-screen-loading.js';
import { PageFrame } from '../components/page-frame.js';
import { useViewModel } from '../di/use-view-model.js';
import { CardMessage } from './card-message.js';
import { CardTokenViewModel } from './card-token.view-model.js';
import { TokenBillingForm } from './token-billing-form.js';

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
      {screen === 'invalid' || screen === 'expired' || screen === 'used' ? (
        <CardMessage {...CARD_TOKEN_TEXTS[screen]} />
      ) : null}
      {vm.showsForm ? <TokenBillingForm vm={vm} /> : null}
      {screen === 'submitting' ? <FullScreenLoading label="Adding your card" /> : null}
      {screen === 'completed' ? <CardMessage {...CARD_TOKEN_TEXTS.completed} takesFocus /> : null}
    </PageFrame>
  );
});
