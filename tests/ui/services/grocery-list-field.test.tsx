import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GroceryListField } from '../../../src/ui/services/grocery-list-field.js';

const GROCERIES = [
  { objectId: 'g-milk', name: 'Whole milk', category: 'Dairy' },
  { objectId: 'g-bread', name: 'Sourdough bread', category: 'Bakery' },
  { objectId: 'g-eggs', name: 'Free-range eggs', category: 'Dairy' },
  { objectId: 'g-salt', name: 'Sea salt', category: null },
];

const Harness = ({ seen }: { seen: string[][] }) => {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <GroceryListField
      label="Grocery list"
      groceries={GROCERIES}
      chosen={chosen}
      onChange={(ids) => {
        seen.push(ids);
        setChosen(ids);
      }}
    />
  );
};

describe('the grocery list question', () => {
  it('shelves groceries by aisle, each a checkbox named by its grocery', () => {
    render(<Harness seen={[]} />);
    const list = screen.getByRole('group', { name: 'Grocery list' });
    const aisles = within(list)
      .getAllByRole('group')
      .map((aisle) => aisle.querySelector('legend')?.textContent);
    expect(aisles).toEqual(['Bakery', 'Dairy', 'Other']);
    const dairy = within(list).getByRole('group', { name: 'Dairy' });
    expect(
      within(dairy)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Free-range eggs', 'Whole milk']);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);
    for (const box of within(list).getAllByRole('checkbox')) expect(box.getAttribute('id')).toBeTruthy();
  });

  it('a chosen grocery gets a quantity, kept in the answer as its id that many times', async () => {
    const seen: string[][] = [];
    render(<Harness seen={seen} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Free-range eggs' }));
    expect(seen.at(-1)).toEqual(['g-eggs']);
    await user.click(screen.getByRole('button', { name: 'More Free-range eggs' }));
    await user.click(screen.getByRole('button', { name: 'More Free-range eggs' }));
    expect(seen.at(-1)).toEqual(['g-eggs', 'g-eggs', 'g-eggs']);
    expect(screen.getByRole('status', { name: 'Free-range eggs: how many' }).textContent).toBe('3');
    expect(screen.getByText('3 chosen')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Sea salt' }));
    expect(seen.at(-1)).toEqual(['g-eggs', 'g-eggs', 'g-eggs', 'g-salt']);
    await user.click(screen.getByRole('button', { name: 'Fewer Free-range eggs' }));
    expect(seen.at(-1)).toEqual(['g-eggs', 'g-eggs', 'g-salt']);
    await user.click(screen.getByRole('checkbox', { name: 'Free-range eggs' }));
    expect(seen.at(-1)).toEqual(['g-salt']);
    expect(screen.queryByRole('button', { name: 'More Free-range eggs' })).toBeNull();
  });
});
