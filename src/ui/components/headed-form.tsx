import { type ReactNode, useId } from 'react';

/**
 * A form named by its own heading (the message forms): the heading is the form's accessible
 * name, the browser's own validation is off (the view-model says what is wrong, in our words),
 * and submitting never reloads the page.
 */
export const HeadedForm = ({
  heading,
  onSubmit,
  children,
}: {
  heading: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <form
      className="message-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-heading`} className="message-form__heading">
        {heading}
      </h2>
      {children}
    </form>
  );
};
