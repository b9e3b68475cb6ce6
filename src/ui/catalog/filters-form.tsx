import { observer } from 'mobx-react-lite';
import { amenityChoices, isAmenityChosen, KEYWORDS_MAX_LENGTH } from '../../core/catalog/index.js';
import { CounterStepper } from '../components/counter-stepper.js';
import type { FiltersDraft, MatchCount } from './filters-draft.js';

const atLeast = (value: number) => (value === 0 ? 'Any' : `${value}+`);

const applyLabel = (count: MatchCount): string => {
  if (count.status !== 'counted') return 'Show homes';
  return count.count === 1 ? 'Show 1 home' : `Show ${count.count.toLocaleString('en-US')} homes`;
};

const Toggle = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="filters__check">
    <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    <span>{label}</span>
  </label>
);

/**
 * The filters' choices (docs/product/routes.md#home-search: Keywords, Stay categories, Rooms,
 * Amenities, Property Rules; and instant booking), a draft until applied; the apply button says how many homes they
 * match before the guest commits (search-count). Loaded when the panel first opens
 * (filters-panel.tsx).
 */
export const FiltersForm = observer(({ draft, onApply }: { draft: FiltersDraft; onApply: () => void }) => {
  const { filters, count } = draft;
  return (
    <>
      <fieldset className="filters__group">
        <legend>Keywords</legend>
        <label className="filters__keywords">
          <span className="visually-hidden">Keywords</span>
          <input
            type="search"
            maxLength={KEYWORDS_MAX_LENGTH}
            placeholder="Hot tub, ocean view…"
            value={filters.keywords ?? ''}
            onChange={(event) => draft.changed({ keywords: event.target.value })}
          />
        </label>
      </fieldset>
      {draft.categories.length > 0 ? (
        <fieldset className="filters__group">
          <legend>Stay categories</legend>
          <div className="filters__grid">
            {draft.categories.map((category) => (
              <Toggle
                key={category.objectId}
                label={category.name}
                checked={(filters.categoryIds ?? []).includes(category.objectId)}
                onChange={(on) => draft.categoryToggled(category.objectId, on)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="filters__group">
        <legend>Rooms</legend>
        <CounterStepper
          label="Bedrooms"
          value={filters.minRooms ?? 0}
          max={10}
          display={atLeast}
          onChange={(value) => draft.changed({ minRooms: value })}
        />
        <CounterStepper
          label="Bathrooms"
          value={filters.minBathrooms ?? 0}
          max={10}
          display={atLeast}
          onChange={(value) => draft.changed({ minBathrooms: value })}
        />
      </fieldset>
      <fieldset className="filters__group">
        <legend>Amenities</legend>
        <div className="filters__grid">
          {amenityChoices(filters.amenities).map((amenity) => (
            <Toggle
              key={amenity}
              label={amenity}
              checked={isAmenityChosen(filters.amenities, amenity)}
              onChange={(on) => draft.amenityToggled(amenity, on)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="filters__group">
        <legend>Property Rules</legend>
        <Toggle
          label="Pets allowed"
          checked={filters.petsAllowed === true}
          onChange={(on) => draft.changed({ petsAllowed: on })}
        />
        <Toggle
          label="Events allowed"
          checked={filters.eventsAllowed === true}
          onChange={(on) => draft.changed({ eventsAllowed: on })}
        />
      </fieldset>
      <fieldset className="filters__group">
        <legend>Booking</legend>
        <Toggle
          label="Instant booking"
          checked={filters.isInstantBooking === true}
          onChange={(on) => draft.changed({ isInstantBooking: on })}
        />
      </fieldset>
      <div className="filters__actions">
        <button type="button" className="filters__clear" onClick={() => draft.cleared()}>
          Clear all
        </button>
        <button type="button" className="button" onClick={onApply}>
          {applyLabel(count)}
        </button>
        <p className="visually-hidden" aria-live="polite">
          {count.status === 'counted' ? `${count.count} matching homes` : ''}
        </p>
      </div>
    </>
  );
});
