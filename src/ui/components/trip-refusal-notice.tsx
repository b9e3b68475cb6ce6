import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { type TripRefusal, tripRefusalText } from '../../core/itinerary/index.js';
import { portalSignInUrl, portalSignOutUrl } from '../../core/navigation/index.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import './trip-refusal-notice.css';

/**
 * What a trip's pages (the trip, its billing, its documents) show instead of the trip
 * (docs/product/roles.md#trip-links): a guest without a session is offered the portal's
 * sign-in, coming back to this very address; someone else's trip cannot be viewed, and the
 * guest may sign in again with another account. A visit that came through a lead's link is
 * told the trip was prepared for it (tripRefusalText). `title` overrides the heading (the billing
 * page's 'Unauthorized').
 */
export const TripRefusalNotice = observer(({ refusal, title }: { refusal: TripRefusal; title?: string }) => {
  const config = useConfig();
  const shell = useViewModel(ShellViewModel);
  const { pathname, search } = useLocation();
  // The router's address, not the window's: it is the page the guest comes back to.
  const here = `${window.location.origin}${pathname}${search}`;
  // A lead's link arrives without a session: the guest hears why in one sentence.
  const text = tripRefusalText(refusal, { hasLead: shell.lead !== null });
  return (
    <section className="trip-refusal" aria-labelledby="trip-refusal-title">
      <h2 id="trip-refusal-title">{title ?? text.title}</h2>
      <p>{text.message}</p>
      <p className="trip-refusal__actions">
        {refusal === 'sign-in' ? (
          <a className="button" href={portalSignInUrl(config.ssoUrl, here)}>
            Sign in
          </a>
        ) : (
          <>
            <a className="button" href={portalSignOutUrl(config.ssoUrl, here)}>
              Sign in with another account
            </a>
            <Link to="/itineraries">Go to My Trips</Link>
          </>
        )}
      </p>
    </section>
  );
});
