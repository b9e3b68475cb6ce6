import { useId } from 'react';
import './service-search-field.css';

/**
 * The services catalog's search field (docs/product/routes.md#services-catalog-search): a
 * search landmark whose text the page keeps in the address. Typing searches at once; Enter
 * only keeps the page where it is.
 */
export const ServiceSearchField = ({
  text,
  onChange,
}: {
  text: string;
  onChange: (text: string) => void;
}) => {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark that is also the form; <search> is not mapped by every tool yet
    <form
      role="search"
      aria-label="Services"
      className="service-search"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={`${id}-text`} className="service-search__label">
        Search services
      </label>
      <input
        id={`${id}-text`}
        className="service-search__input"
        type="search"
        value={text}
        placeholder="Chef, yacht, spa ..."
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
};
