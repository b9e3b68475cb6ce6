import './full-screen-loading.css';

export const FullScreenLoading = ({ label = 'Loading' }: { label?: string }) => (
  <div className="full-screen-loading" role="status" aria-live="polite">
    <span className="full-screen-loading__spinner" aria-hidden="true" />
    <span className="full-screen-loading__label">{label}…</span>
  </div>
);
