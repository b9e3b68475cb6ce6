import { observer } from 'mobx-react-lite';
import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import type { DestinationSuggestion } from '../../core/catalog/index.js';
import { Combobox } from '../components/combobox.js';
import { DateRangePicker } from '../components/date-range/date-range-picker.js';
import { useEscapeCloses } from '../components/use-escape-closes.js';
import { lazyPart } from './lazy-part.js';
import type { SearchForm } from './search-form.js';

// The guest steppers load on first open (or as the pointer or focus reaches the Who button):
// /listings first shows only the button and the count it sums up.
const GuestCounts = lazyPart(() => import('./guest-counts.js').then((module) => module.GuestCounts));

const guestSummary = (form: SearchForm): string => {
  const { guestTotal, guests } = form;
  const parts = [guestTotal > 0 ? `${guestTotal} guest${guestTotal === 1 ? '' : 's'}` : 'Add guests'];
  if (guests.infantCount > 0)
    parts.push(`${guests.infantCount} infant${guests.infantCount === 1 ? '' : 's'}`);
  if (guests.petCount > 0) parts.push(`${guests.petCount} pet${guests.petCount === 1 ? '' : 's'}`);
  return parts.join(', ');
};

/**
 * The Where field: the only part a keystroke redraws. It reads the typed text and its
 * suggestions itself, so neither the rest of the bar nor the page around it (the tiles, the
 * results, the map) renders again as the guest types.
 */
const DestinationField = observer(
  ({
    form,
    suggestions,
    searchingMapArea,
  }: {
    form: SearchForm;
    suggestions: () => readonly DestinationSuggestion[];
    searchingMapArea: boolean;
  }) => (
    <div className="search-bar__field search-bar__field--where">
      <Combobox
        label="Where"
        name="destination"
        placeholder={searchingMapArea ? 'Map area' : 'Search destinations'}
        value={form.destination}
        options={suggestions().map((suggestion) => ({
          id: suggestion.name,
          label: suggestion.name,
          detail: suggestion.alias ? `Also known as ${suggestion.alias}` : undefined,
        }))}
        onType={(text) => form.destinationTyped(text)}
        onPick={(option) => form.destinationTyped(option.label)}
      />
    </div>
  ),
);

/** The home search bar: where, when, who. Submitting it changes the address, which runs the search. */
export const SearchBar = observer(
  ({
    form,
    suggestions,
    today,
    searchingMapArea,
    onSubmit,
  }: {
    form: SearchForm;
    /** The destinations offered for the typed text, read by the Where field alone. */
    suggestions: () => readonly DestinationSuggestion[];
    today: string;
    /** The search is the map's box, not a destination. */
    searchingMapArea: boolean;
    onSubmit: () => void;
  }) => {
    const id = useId();
    const [guestsOpen, setGuestsOpen] = useState(false);
    const guestsToggle = useRef<HTMLButtonElement>(null);
    useEscapeCloses(guestsOpen, () => setGuestsOpen(false), guestsToggle);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setGuestsOpen(false);
      onSubmit();
    };
    return (
      // biome-ignore lint/a11y/useSemanticElements: a search landmark that is also the form; <search> is not mapped by every tool yet
      <form role="search" aria-label="Search homes" className="search-bar" onSubmit={submit}>
        <DestinationField form={form} suggestions={suggestions} searchingMapArea={searchingMapArea} />
        <DateRangePicker
          dates={{ checkIn: form.checkIn, checkOut: form.checkOut }}
          today={today}
          onChange={(dates) => form.datesChosen(dates)}
          fieldClassName="search-bar__field"
          labelClassName="search-bar__label"
        />
        <div className="search-bar__field search-bar__field--guests">
          <span className="search-bar__label" id={`${id}-guests-label`}>
            Who
          </span>
          <button
            ref={guestsToggle}
            type="button"
            className="search-bar__guests-toggle"
            aria-expanded={guestsOpen}
            aria-controls={`${id}-guests`}
            aria-labelledby={`${id}-guests-label ${id}-guests-summary`}
            onPointerEnter={GuestCounts.preloadSoon}
            onFocus={GuestCounts.preloadSoon}
            onClick={() => setGuestsOpen((open) => !open)}
          >
            <span id={`${id}-guests-summary`}>{guestSummary(form)}</span>
          </button>
          <fieldset id={`${id}-guests`} className="search-bar__guests" hidden={!guestsOpen}>
            <legend className="visually-hidden">Guests</legend>
            {guestsOpen ? (
              <Suspense fallback={null}>
                <GuestCounts form={form} onDone={() => setGuestsOpen(false)} />
              </Suspense>
            ) : null}
          </fieldset>
        </div>
        <button type="submit" className="button search-bar__submit">
          Search
        </button>
      </form>
    );
  },
);
