import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { HistoryItemAddress } from '../../core/itinerary/index.js';
import { useViewModel } from '../di/use-view-model.js';
import { ItemHistoryViewModel } from './item-history.view-model.js';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * An item's history on its details: every status it went through, when, and by the guest
 * ('you') or the concierge, from the host's record (docs/product/pending.md#each-items-history).
 */
export const ItemHistory = observer(({ item, status }: { item: HistoryItemAddress; status: string }) => {
  const vm = useViewModel(ItemHistoryViewModel);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is its three parts; a new status reads it again
  useEffect(() => {
    void vm.itemShown(item, status);
  }, [vm, item.itineraryId, item.kind, item.itemId, status]);
  const steps = vm.steps;
  if (!steps || steps.length === 0) return null;
  return (
    <section aria-labelledby="item-history" className="item-details__section">
      <h2 id="item-history">History</h2>
      <ol className="item-details__history">
        {steps.map((step) => (
          <li key={`${step.at}-${step.status}-${step.title}`}>
            <time dateTime={step.at}>{when(step.at)}</time>
            {/* The time stands on its own line above the step; read aloud, it still leads it. */}
            <span className="visually-hidden">: </span>
            {step.title}, by {step.byWords}.
          </li>
        ))}
      </ol>
    </section>
  );
});
