import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ContainerProvider } from '../di/container-context.js';
import { ContactInfoScreen, FinalizeAccountScreen, SetPasswordScreen } from './account-screens.js';
import { ForgotPasswordScreen } from './forgot-password-screen.js';
import { LoginScreen, LogoutScreen, NotFoundScreen, SignUpScreen, WelcomeScreen } from './portal-screens.js';
import '../components/global.css';
import './portal.css';

const PortalLayout = ({ productShortName }: { productShortName: string }) => (
  <div className="portal">
    <header className="portal__brand">{productShortName}</header>
    <main id="main" className="portal__card">
      <Outlet />
    </main>
  </div>
);

/** The single sign-on portal (docs/product/routes.md#portal-screens), served under /sso. */
export const PortalApp = ({
  container,
  productShortName,
}: {
  container: Container;
  productShortName: string;
}) => {
  const router = createBrowserRouter(
    [
      {
        element: <PortalLayout productShortName={productShortName} />,
        children: [
          { path: '/', element: <WelcomeScreen /> },
          { path: '/login', element: <LoginScreen /> },
          { path: '/sign-up', element: <SignUpScreen /> },
          { path: '/set-password', element: <SetPasswordScreen /> },
          { path: '/forgot-password', element: <ForgotPasswordScreen /> },
          { path: '/finalize-account', element: <FinalizeAccountScreen /> },
          { path: '/contact-info', element: <ContactInfoScreen /> },
          { path: '/logout', element: <LogoutScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
    { basename: '/sso' },
  );
  return (
    <StrictMode>
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>
    </StrictMode>
  );
};
