import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A screen that is only a message: the token screens and 'Thank you'. One that follows
 * something the guest did takes focus, so a screen reader reads the outcome at once. A
 * catalogue sentence, when the screen has one, comes first and word for word; our own
 * message follows it.
 */
export const CardMessage = ({
  title,
  catalogue,
  message,
  takesFocus = false,
  children,
}: {
  title: string;
  catalogue?: string;
  message: string;
  takesFocus?: boolean;
  children?: ReactNode;
}) => {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) heading.current?.focus();
  }, [takesFocus]);
  return (
    <section className="card-message" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {catalogue ? <p className="card-message__catalogue">{catalogue}</p> : null}
      <p>{message}</p>
      {children}
    </section>
  );
};
