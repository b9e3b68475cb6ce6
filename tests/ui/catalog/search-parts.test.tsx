import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Listing } from '../../../src/core/listing/listing.entity.js';
import { toHomeCard } from '../../../src/ui/catalog/home-card.js';
import { Combobox } from '../../../src/ui/components/combobox.js';
import { CounterStepper } from '../../../src/ui/components/counter-stepper.js';
import { decoded } from '../../core/arbitraries/codec-laws.js';
import { home } from './catalog-fixtures.js';

const Destination = ({ onPick }: { onPick: (value: string) => void }) => {
  const [value, setValue] = useState('');
  return (
    <Combobox
      label="Where"
      value={value}
      options={
        value
          ? [
              { id: 'a', label: 'Aspen' },
              { id: 't', label: 'Lake Tahoe', detail: 'Also known as Tahoe' },
            ]
          : []
      }
      onType={setValue}
      onPick={(option) => {
        setValue(option.label);
        onPick(option.label);
      }}
    />
  );
};

describe('the destination combobox', () => {
  it('arrows move through the suggestions, Enter takes one, Escape closes', async () => {
    const picked: string[] = [];
    const user = userEvent.setup();
    render(<Destination onPick={(value) => picked.push(value)} />);
    const input = screen.getByRole('combobox', { name: 'Where' });
    await user.type(input, 'a');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Lake Tahoe');
    await user.keyboard('{Enter}');
    expect(picked).toEqual(['Lake Tahoe']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'x');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
  });
});

describe('the counter stepper', () => {
  it('names its buttons after what they change and stops at its bounds', async () => {
    const Stepper = () => {
      const [value, setValue] = useState(0);
      return <CounterStepper label="Infants" max={1} value={value} onChange={setValue} />;
    };
    const user = userEvent.setup();
    render(<Stepper />);
    expect(screen.getByRole('group', { name: 'Infants' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Decrease Infants' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Increase Infants' }));
    expect(screen.getByRole('status', { name: 'Infants' }).textContent).toBe('1');
    expect((screen.getByRole('button', { name: 'Increase Infants' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('a home card', () => {
  it('reads what the answer has and tolerates what it lacks', () => {
    expect(toHomeCard({ objectId: 'bare' })).toEqual({
      id: 'bare',
      name: 'Vacation home',
      destination: null,
      bedrooms: null,
      bathrooms: null,
      photo: null,
      instantBooking: false,
      nightlyFrom: null,
      place: null,
      misses: [],
      unmetTerms: [],
      pending: false,
    });
    // As the REST client hands it over: decoded by the core's Listing codec.
    const card = toHomeCard(
      decoded(
        Listing,
        home('p', { nightlyRate: 'lots', unmetTerms: ['guests', 'guests', 'somethingNew', 3] }),
      ),
    );
    expect(card.nightlyFrom).toBeNull();
    expect(card.misses).toEqual(['Room for all guests', 'somethingNew']);
  });
});
