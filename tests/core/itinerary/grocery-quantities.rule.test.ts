import { describe, expect, it } from 'vitest';
import {
  groceryAisles,
  groceryCounts,
  groceryFromWords,
  groceryWords,
  MAX_GROCERY_QUANTITY,
  OTHER_AISLE,
  withGroceryQuantity,
} from '../../../src/core/itinerary/grocery-quantities.rule.js';

describe('grocery quantities', () => {
  it('counts each id, in the order ids first appear', () => {
    expect([...groceryCounts(['eggs', 'milk', 'eggs'])]).toEqual([
      ['eggs', 2],
      ['milk', 1],
    ]);
  });

  it('sets one grocery’s quantity, keeping the others in place; 0 takes it off; the top is held', () => {
    expect(withGroceryQuantity(['eggs', 'milk'], 'eggs', 3)).toEqual(['eggs', 'eggs', 'eggs', 'milk']);
    expect(withGroceryQuantity(['eggs', 'milk', 'eggs'], 'eggs', 0)).toEqual(['milk']);
    expect(withGroceryQuantity(['milk'], 'bread', 1)).toEqual(['milk', 'bread']);
    expect(withGroceryQuantity([], 'eggs', 1000)).toHaveLength(MAX_GROCERY_QUANTITY);
    expect(withGroceryQuantity(['eggs'], 'eggs', Number.NaN)).toEqual([]);
    expect(withGroceryQuantity(['eggs'], 'eggs', -2)).toEqual([]);
  });

  it('says a quantity above one after the name, and reads it back', () => {
    expect(groceryWords('Eggs', 1)).toBe('Eggs');
    expect(groceryWords('Eggs', 12)).toBe('Eggs × 12');
    expect(groceryFromWords('Eggs × 12')).toEqual({ name: 'Eggs', quantity: 12 });
    expect(groceryFromWords(' Oat milk ')).toEqual({ name: 'Oat milk', quantity: 1 });
  });

  it('shelves groceries by aisle, alphabetically, those without one last under Other', () => {
    const aisles = groceryAisles([
      { name: 'Sourdough', category: 'Bakery' },
      { name: 'Salt', category: null },
      { name: 'Milk', category: 'Dairy' },
      { name: 'Butter', category: 'Dairy' },
      { name: 'Croissant', category: ' Bakery ' },
    ]);
    expect(aisles.map(({ aisle, items }) => [aisle, items.map((item) => item.name)])).toEqual([
      ['Bakery', ['Croissant', 'Sourdough']],
      ['Dairy', ['Butter', 'Milk']],
      [OTHER_AISLE, ['Salt']],
    ]);
  });
});
