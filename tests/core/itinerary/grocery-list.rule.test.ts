import { describe, expect, it } from 'vitest';
import { groceryListOf } from '../../../src/core/itinerary/grocery-list.rule.js';

const catalogue = [
  { objectId: 'g-eggs', name: 'Eggs', category: 'Dairy' },
  { objectId: 'g-bread', name: 'Bread', category: null },
];
const list = (content: unknown, displayValue: string | null = null) => ({
  id: 'fld-groceries',
  type: 'groceryList',
  displayValue,
  value: { content, type: 'groceryList' },
});

describe('groceryListOf', () => {
  it('names the chosen groceries from the catalogue, with their aisle', () => {
    expect(groceryListOf([list(['g-eggs', 'g-bread'])], catalogue)).toEqual([
      { name: 'Eggs', category: 'Dairy', quantity: 1 },
      { name: 'Bread', category: null, quantity: 1 },
    ]);
  });

  it('counts an item named more than once as that many of it', () => {
    expect(groceryListOf([list(['g-eggs', 'g-bread', 'g-eggs', 'g-eggs'])], catalogue)).toEqual([
      { name: 'Eggs', category: 'Dairy', quantity: 3 },
      { name: 'Bread', category: null, quantity: 1 },
    ]);
    expect(groceryListOf([list(['g-gone'], 'Eggs × 3, Oat milk')], catalogue)).toEqual([
      { name: 'Eggs', category: null, quantity: 3 },
      { name: 'Oat milk', category: null, quantity: 1 },
    ]);
  });

  it('falls back to the names the answer was shown with when the catalogue is missing or lacks one', () => {
    expect(groceryListOf([list(['g-eggs', 'g-gone'], 'Eggs, Oat milk')], catalogue)).toEqual([
      { name: 'Eggs', category: null, quantity: 1 },
      { name: 'Oat milk', category: null, quantity: 1 },
    ]);
    expect(groceryListOf([list(['g-eggs'], 'Eggs')], null)).toEqual([
      { name: 'Eggs', category: null, quantity: 1 },
    ]);
  });

  it('is empty for an item without a list, or an empty list, and ignores other fields', () => {
    expect(groceryListOf([{ id: 'f', type: 'text', displayValue: 'Eggs' }], catalogue)).toEqual([]);
    expect(groceryListOf([list([], '')], catalogue)).toEqual([]);
    expect(groceryListOf([list('g-eggs')], catalogue)).toEqual([]);
  });
});
