import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_PAGE } from '../../core/errors/error-catalogue.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { Field, PortalForm, text } from './portal-form.js';
import { usePortal } from './use-portal.js';

/** Links between portal screens carry every parameter along (return url, partner, lead). */
const useCarried = (path: string): string => `${path}${useLocation().search}`;

export const LoginScreen = observer(() => {
  const portal = usePortal();
  useDocumentTitle(portal.config.productShortName, 'Sign In');
  const signUp = useCarried('/sign-up/');
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
        New here? <Link to={signUp}>Create an account</Link>
      </p>
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

export const LogoutScreen = observer(() => {
  const portal = usePortal();
  useDocumentTitle(portal.config.productShortName, 'Signing Out');
  useEffect(() => {
    void portal.signOutRequested();
  }, [portal]);
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
