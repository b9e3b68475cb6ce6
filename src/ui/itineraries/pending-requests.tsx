import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { OWED_WORDS } from '../../core/itinerary/index.js';
import { useViewModel } from '../di/use-view-model.js';
import { PendingRequestsViewModel } from './pending-requests.view-model.js';
import './pending-requests.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * What the concierge owes on the trip, item by item: since when, what, by when; an overdue
 * request says so and gives the concierge's contact (docs/product/pending.md).
 */
export const PendingRequests = observer(({ itineraryId }: { itineraryId: string }) => {
  const vm = useViewModel(PendingRequestsViewModel);
  useEffect(() => {
    void vm.pageOpened(itineraryId);
  }, [vm, itineraryId]);
  const { pending } = vm;
  if (!pending || pending.items.length === 0) return null;
  const { concierge } = pending;
  return (
    <section aria-labelledby="pending-requests-title" className="pending-requests">
      <h2 id="pending-requests-title">Waiting on the concierge</h2>
      <ul>
        {pending.items.map((item) => (
          <li key={item.itemId}>
            <strong>{item.name}</strong>: asked {when(item.since)}; the concierge owes you{' '}
            {OWED_WORDS[item.owes]} by {when(item.respondBy)}.
            {item.overdue ? (
              <span className="pending-requests__overdue">
                {' '}
                Overdue: we are late.{' '}
                {concierge ? (
                  <>
                    Call {concierge.name} at <a href={`tel:${concierge.phone}`}>{concierge.phone}</a> or write
                    to <a href={`mailto:${concierge.email}`}>{concierge.email}</a>.
                  </>
                ) : (
                  'Please message the concierge from this page.'
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
});
