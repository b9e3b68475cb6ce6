import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { leadTimeWords } from '../../core/formatting/index.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';
import { PasswordResetViewModel, type ResetLinkSent } from './password-reset.view-model.js';
import { Field, PortalForm, text } from './portal-form.js';
import { useCarried, usePortal } from './use-portal.js';

/**
 * Said once the host took the request, focused so a screen reader reads it at once. It names
 * the address as typed (a typo shows) and cannot say whether an account has it: nobody may
 * learn that here.
 */
const LinkOnItsWay = ({ sent, login }: { sent: ResetLinkSent; login: string }) => {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <>
      <p ref={said} role="status" tabIndex={-1}>
        If an account has the e-mail {sent.email}, a link to set a new password is on its way to it. The link
        is valid for {leadTimeWords(sent.linkValidMinutes)} and works once.
      </p>
      <p className="portal-actions">
        <Link className="button" to={login}>
          Back to sign in
        </Link>
      </p>
    </>
  );
};

/** The second way, for a guest whose link does not come: the concierge, by e-mail. */
const AskTheConcierge = ({ supportEmail }: { supportEmail: string }) => {
  const subject = encodeURIComponent('Please send me a link to set a new password');
  const body = encodeURIComponent(
    'Hello,\n\nI have forgotten my password. Please send a link to set a new one to the e-mail of my account.\n\nThank you.',
  );
  return (
    <p>
      No e-mail within a few minutes? Look in your spam folder, or write to your concierge from the address of
      your account:{' '}
      <a href={`mailto:${supportEmail}?subject=${subject}&body=${body}`}>E-mail {supportEmail}</a>
    </p>
  );
};

/**
 * 'Forgot password?' (issue 28 item 6), through the existing set-password flow: the guest
 * gives the account's e-mail and the host sends it a one-time link to 'Set your password'
 * (docs/host/decisions.md#account-links).
 */
export const ForgotPasswordScreen = observer(() => {
  const portal = usePortal();
  const reset = useViewModel(PasswordResetViewModel);
  useDocumentTitle(portal.config.productShortName, 'Forgot Password');
  const login = useCarried('/login/');
  return (
    <>
      <h1>Forgot your password?</h1>
      {reset.sent ? (
        <LinkOnItsWay sent={reset.sent} login={login} />
      ) : (
        <>
          <p>Give the e-mail address of your account and we will send it a link to set a new password.</p>
          <PortalForm
            label="Forgot your password?"
            submitLabel="Send me a link"
            state={reset.form}
            onSubmit={(data) => void reset.sendClicked(text(data, 'email'))}
          >
            <Field name="email" label="E-mail" type="email" autoComplete="email" />
          </PortalForm>
          <p>
            <Link to={login}>Back to sign in</Link>
          </p>
        </>
      )}
      <AskTheConcierge supportEmail={portal.config.supportEmail} />
    </>
  );
});
