import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorLayout } from '../components/error-layout.js';
import { FullScreenLoading } from '../components/full-screen-loading.js';
import { useViewModel } from '../di/use-view-model.js';
import { RoleGateViewModel } from './role-gate.view-model.js';

/**
 * Shows its screen only to a signed-in user holding every required role
 * (docs/product/roles.md#screens-that-need-a-role); a signed-out guest reads 'loading' while
 * the portal's sign-in is reached, a user lacking a role reads 'User does not have required role.'
 */
export const RoleGate = observer(({ roles, children }: { roles: readonly string[]; children: ReactNode }) => {
  const gate = useViewModel(RoleGateViewModel);
  const { pathname, search } = useLocation();
  const status = gate.sessionStatus;
  const key = roles.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the roles are compared by their names (key)
  useEffect(() => {
    void gate.opened(roles, `${window.location.origin}${pathname}${search}`);
  }, [gate, key, pathname, search, status]);
  if (status === 'loading' || gate.state.status === 'checking') return <FullScreenLoading />;
  if (gate.state.status === 'refused')
    return (
      <ErrorLayout title="403" headline={gate.state.message}>
        <p>This page is for the concierge team.</p>
      </ErrorLayout>
    );
  return <>{children}</>;
});
