import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { obscureEmail } from '../../core/contact/index.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import type { AccountViewModel } from './account.view-model.js';
import { Field, PortalForm, text } from './portal-form.js';
import { useAccount } from './use-account.js';
import { usePortal } from './use-portal.js';

/** The link's e-mail and token, read once per link. */
const useAccountLink = (): AccountViewModel => {
  const account = useAccount();
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  useEffect(() => {
    account.linkOpened(email, token);
  }, [account, email, token]);
  return account;
};

/**
 * Names the account the link is for, obscured (docs/product/routes.md#portal-screens), or
 * says the link is broken.
 */
const LinkAccount = observer(({ account }: { account: AccountViewModel }) => {
  const portal = usePortal();
  const login = `/login/${useLocation().search}`;
  if (account.link) return <p>For the account {obscureEmail(account.link.email)}.</p>;
  return (
    <p>
      This link is missing its e-mail or token. Please <Link to={login}>sign in</Link> or contact{' '}
      <a href={`mailto:${portal.config.supportEmail}`}>{portal.config.supportEmail}</a>.
    </p>
  );
});

export const SetPasswordScreen = observer(() => {
  const portal = usePortal();
  const account = useAccountLink();
  useDocumentTitle(portal.config.productShortName, 'Set Password');
  return (
    <>
      <h1>Set your password</h1>
      <LinkAccount account={account} />
      <PortalForm
        label="Set your password"
        submitLabel="Set Password"
        state={account.form}
        onSubmit={(data) => void account.setPasswordSubmitted(text(data, 'password'), text(data, 'confirm'))}
      >
        <Field
          name="password"
          label="New password (at least 8 characters)"
          type="password"
          autoComplete="new-password"
        />
        <Field name="confirm" label="Confirm new password" type="password" autoComplete="new-password" />
      </PortalForm>
    </>
  );
});

export const FinalizeAccountScreen = observer(() => {
  const portal = usePortal();
  const account = useAccountLink();
  useDocumentTitle(portal.config.productShortName, 'Finalize Account');
  return (
    <>
      <h1>Finalize your account</h1>
      <LinkAccount account={account} />
      <PortalForm
        label="Finalize your account"
        submitLabel="Finalize Account"
        state={account.form}
        onSubmit={(data) =>
          void account.finalizeSubmitted({
            firstName: text(data, 'firstName'),
            lastName: text(data, 'lastName'),
            phone: text(data, 'phone'),
            password: text(data, 'password'),
            confirm: text(data, 'confirm'),
          })
        }
      >
        <Field name="firstName" label="First name" autoComplete="given-name" />
        <Field name="lastName" label="Last name" autoComplete="family-name" />
        <Field name="phone" label="Phone" type="tel" autoComplete="tel" required={false} />
        <Field
          name="password"
          label="Password (at least 8 characters)"
          type="password"
          autoComplete="new-password"
        />
        <Field name="confirm" label="Confirm password" type="password" autoComplete="new-password" />
      </PortalForm>
    </>
  );
});

export const ContactInfoScreen = observer(() => {
  const portal = usePortal();
  const account = useAccount();
  useDocumentTitle(portal.config.productShortName, 'Contact Information');
  useEffect(() => {
    void account.contactOpened();
  }, [account]);
  const { contact } = account;
  if (contact.status === 'signed-out') {
    // Back here once signed in: the portal's own origin is always an allowed return.
    const back = window.location.href;
    return <Navigate replace to={`/login/?returnUrl=${encodeURIComponent(back)}`} />;
  }
  return (
    <>
      <h1>Your contact information</h1>
      {contact.status === 'loading' && (
        <p role="status" aria-live="polite">
          Loading your contact information…
        </p>
      )}
      {contact.status === 'failed' && <p role="alert">{contact.message}</p>}
      {contact.status === 'loaded' && (
        <>
          <p>For the account {contact.info.email}.</p>
          <PortalForm
            label="Your contact information"
            submitLabel="Save"
            state={account.form}
            onSubmit={(data) =>
              void account.contactSubmitted({
                firstName: text(data, 'firstName'),
                lastName: text(data, 'lastName'),
                phone: text(data, 'phone'),
              })
            }
          >
            <Field
              name="firstName"
              label="First name"
              autoComplete="given-name"
              defaultValue={contact.info.firstName}
            />
            <Field
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              defaultValue={contact.info.lastName}
            />
            <Field
              name="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              required={false}
              defaultValue={contact.info.phone ?? ''}
            />
          </PortalForm>
          <p role="status" aria-live="polite">
            {account.notice}
          </p>
        </>
      )}
    </>
  );
});
