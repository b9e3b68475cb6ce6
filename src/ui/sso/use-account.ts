import { useEffect } from 'react';
import { useViewModel } from '../di/use-view-model.js';
import { AccountViewModel } from './account.view-model.js';

/** The account view-model, following the return URL once the guest is signed in. */
export const useAccount = (): AccountViewModel => {
  const account = useViewModel(AccountViewModel);
  const { form } = account;
  useEffect(() => {
    if (form.status === 'done') window.location.assign(form.redirectTo);
  }, [form]);
  return account;
};
