import type { ReactNode } from 'react';
import './page-frame.css';

/** A page's heading and lead paragraph over its content. */
export const PageFrame = ({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) => (
  <section className="page-frame" aria-labelledby="page-frame-title">
    <header className="page-frame__header">
      <h1 id="page-frame-title">{title}</h1>
      {lead ? <p className="page-frame__lead">{lead}</p> : null}
    </header>
    {children}
  </section>
);
