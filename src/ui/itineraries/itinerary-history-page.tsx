import { observer } from 'mobx-react-lite';
import { AppConfig } from '../../core/shared/app-config.js';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

/** /itineraries: the guest's trips. */
export const ItineraryHistoryPage = observer(() => {
  const config = useViewModel<AppConfig>(AppConfig);
  const shell = useViewModel(ShellViewModel);
  useDocumentTitle(config.productShortName, 'My Trips');
  const returnUrl = encodeURIComponent(window.location.href);
  return (
    <PageFrame
      title="My Trips"
      lead="Every trip you plan with us, upcoming and past, with its homes and services."
    >
      {shell.isLoggedIn ? null : (
        <p>
          <a className="button" href={`${config.ssoUrl}/login/?returnUrl=${returnUrl}`}>
            Sign in to see your trips
          </a>
        </p>
      )}
    </PageFrame>
  );
});

export default ItineraryHistoryPage;
