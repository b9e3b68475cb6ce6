import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useViewModel } from '../di/use-view-model.js';
import { PortalViewModel } from './portal.view-model.js';

/** The portal view-model, told where the guest came from, and following it once done. */
export const usePortal = (): PortalViewModel => {
  const portal = useViewModel(PortalViewModel);
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? params.get('return_url');
  useEffect(() => {
    portal.portalOpened(returnUrl, window.location.origin);
  }, [portal, returnUrl]);
  const { form } = portal;
  useEffect(() => {
    if (form.status === 'done') window.location.assign(form.redirectTo);
  }, [form]);
  return portal;
};

/** Links between portal screens carry every parameter along (return url, partner, lead). */
export const useCarried = (path: string): string => `${path}${useLocation().search}`;
