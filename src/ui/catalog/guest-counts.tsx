import { observer } from 'mobx-react-lite';
import { GUEST_LIMITS, type GuestKind } from '../../core/listing/index.js';
import { CounterStepper } from '../components/counter-stepper.js';
import type { SearchForm } from './search-form.js';

const GUEST_FIELDS: readonly { kind: GuestKind; label: string; hint: string }[] = [
  { kind: 'adultCount', label: 'Adults', hint: 'Ages 13 or above' },
  { kind: 'childCount', label: 'Children', hint: 'Ages 2–12' },
  { kind: 'infantCount', label: 'Infants', hint: 'Under 2' },
  { kind: 'petCount', label: 'Pets', hint: 'Homes that welcome them' },
];

/** The search bar's guest counts, one stepper a kind of guest, and the button that closes them. */
export const GuestCounts = observer(({ form, onDone }: { form: SearchForm; onDone: () => void }) => (
  <>
    {GUEST_FIELDS.map((field) => (
      <CounterStepper
        key={field.kind}
        label={field.label}
        hint={field.hint}
        value={form.guests[field.kind]}
        max={GUEST_LIMITS[field.kind]}
        onChange={(count) => form.guestCountChanged(field.kind, count)}
      />
    ))}
    <button type="button" className="search-bar__done" onClick={onDone}>
      Done
    </button>
  </>
));
