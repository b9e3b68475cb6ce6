import { useEffect } from 'react';
import { FullScreenLoading } from '../components/full-screen-loading.js';

/** Leaves the guest app for another site (the main site), replacing the history entry. */
export const ExternalRedirect = ({ to }: { to: string }) => {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <>
      <FullScreenLoading label="Taking you there" />
      <p className="visually-hidden">
        <a href={to}>Continue</a>
      </p>
    </>
  );
};
