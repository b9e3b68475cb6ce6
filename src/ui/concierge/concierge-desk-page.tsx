import { observer } from 'mobx-react-lite';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { RoleGate } from '../shell/role-gate.js';
import { SessionRolesViewModel } from '../shell/session-roles.view-model.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

/** The role the concierge's own screens require (docs/product/roles.md#screens-that-need-a-role). */
export const CONCIERGE_ROLE = 'concierge';

const Desk = observer(() => {
  const shell = useViewModel(ShellViewModel);
  const { roles } = useViewModel(SessionRolesViewModel);
  const session = shell.session;
  const name = session.status === 'authenticated' ? session.user.fullName || session.user.username : '';
  return (
    <PageFrame title="Concierge desk" lead={<>Signed in as {name}</>}>
      <p>
        {roles.isLoading
          ? 'Loading your roles…'
          : `Your roles: ${roles.names.length > 0 ? roles.names.join(', ') : 'none'}.`}
      </p>
      <p>
        The concierge's work on guests' trips (quotes, confirmations, notes, card tokens and account links) is
        done with the concierge command, <code>npm run concierge</code>, against this host.
      </p>
    </PageFrame>
  );
});

/** /concierge: the concierge's own view, for holders of the concierge role only. */
export const ConciergeDeskPage = () => {
  const config = useConfig();
  useDocumentTitle(config.productShortName, 'Concierge desk');
  return (
    <RoleGate roles={[CONCIERGE_ROLE]}>
      <Desk />
    </RoleGate>
  );
};

export default ConciergeDeskPage;
