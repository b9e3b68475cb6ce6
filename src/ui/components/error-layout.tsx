import type { ReactNode } from 'react';
import './error-layout.css';

/** The shared frame of the not-found page, the error page and the error boundary. */
export const ErrorLayout = ({
  title,
  headline,
  children,
}: {
  title: string;
  headline: string;
  children: ReactNode;
}) => (
  <section className="error-layout" aria-labelledby="error-layout-title">
    <h1 id="error-layout-title" className="error-layout__title">
      {title}
    </h1>
    <p className="error-layout__headline">{headline}</p>
    <div className="error-layout__body">{children}</div>
  </section>
);
