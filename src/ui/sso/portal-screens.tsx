import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signInOptionsOf } from '../../core/navigation/index.js';
import { NOT_FOUND_PAGE } from '../components/error-catalogue.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { Field, PortalForm, text } from './portal-form.js';
import { useCarried, usePortal } from './use-portal.js';

export const LoginScreen = observer(() => {
  const portal = usePortal();
  useDocumentTitle(portal.config.productShortName, 'Sign In');
  const signUp = useCarried('/sign-up/');
  const forgotPassword = useCarried('/forgot-password/');
  const options = signInOptionsOf(useLocation().search);
  return (
    <>
      <h1>Sign in</h1>
      <PortalForm
        label="Sign in"
        submitLabel="Sign In"
        state={portal.form}
        onSubmit={(data) => void portal.signInSubmitted(text(data, 'email'), text(data, 'password'))}
      >
        <Field name="email" label="E-mail" type="email" autoComplete="email" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
      </PortalForm>
      <p>
        <Link to={forgotPassword}>Forgot password?</Link>
      </p>
      {options.has('sign-in-only') ? null : (
        <p>
          New here? <Link to={signUp}>Create an account</Link>
        </p>
      )}
      {options.has('skip-login') ? (
        <p>
          <a href={portal.destination}>Not now: go back without signing in</a>
        </p>
      ) : null}
    </>
  );
});

export const SignUpScreen = observer(() => {
  const portal = usePortal();
  useDocumentTitle(portal.config.productShortName, 'Sign Up');
  const login = useCarried('/login/');
  return (
    <>
      <h1>Create your account</h1>
      <PortalForm
        label="Create your account"
        submitLabel="Sign Up"
        state={portal.form}
        onSubmit={(data) =>
          void portal.signUpSubmitted({
            firstName: text(data, 'firstName'),
            lastName: text(data, 'lastName'),
            email: text(data, 'email'),
            password: text(data, 'password'),
          })
        }
      >
        <Field name="firstName" label="First name" autoComplete="given-name" />
        <Field name="lastName" label="Last name" autoComplete="family-name" />
        <Field name="email" label="E-mail" type="email" autoComplete="email" />
        <Field
          name="password"
          label="Password (at least 8 characters)"
          type="password"
          autoComplete="new-password"
        />
      </PortalForm>
      <p>
        Already have an account? <Link to={login}>Sign in</Link>
      </p>
    </>
  );
});

/**
 * /logout signs out at once when opened from our own pages; opened from another site the
 * host sends it on with ?confirm=1, and it asks first (docs/host/decisions.md#hardening).
 */
export const LogoutScreen = observer(() => {
  const portal = usePortal();
  const asks = new URLSearchParams(useLocation().search).get('confirm') === '1';
  useDocumentTitle(portal.config.productShortName, asks ? 'Sign Out?' : 'Signing Out');
  useEffect(() => {
    if (!asks) void portal.signOutRequested();
  }, [portal, asks]);
  if (asks && portal.form.status !== 'submitting' && portal.form.status !== 'done') {
    return (
      <>
        <h1>Sign out of {portal.config.productShortName}?</h1>
        <p>You opened a sign-out link from another page. Sign out only if you meant to.</p>
        <p className="portal-actions">
          <button type="button" className="button" onClick={() => void portal.signOutRequested()}>
            Sign Out
          </button>
          <a href={portal.destination}>Stay signed in</a>
        </p>
      </>
    );
  }
  return (
    <p role="status" aria-live="polite">
      Signing you out…
    </p>
  );
});

export const WelcomeScreen = observer(() => {
  const portal = usePortal();
  useDocumentTitle(portal.config.productShortName);
  return (
    <>
      <h1>Welcome to {portal.config.productShortName}</h1>
      <p>Sign in to plan your trip, or create an account in a minute.</p>
      <p className="portal-actions">
        <Link className="button" to={useCarried('/login/')}>
          Sign In
        </Link>
        <Link to={useCarried('/sign-up/')}>Create an account</Link>
      </p>
    </>
  );
});

export const NotFoundScreen = () => (
  <>
    <h1>{NOT_FOUND_PAGE.title}</h1>
    <p>{NOT_FOUND_PAGE.message}</p>
    <Link to="/">Back to sign in</Link>
  </>
);
