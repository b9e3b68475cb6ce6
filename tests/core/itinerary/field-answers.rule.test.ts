import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  answersAsState,
  answersFromState,
  fieldUpdate,
} from '../../../src/core/itinerary/field-answers.rule.js';

const text = { id: 'fld-allergies', type: 'text', name: 'Allergies' };
const number = { id: 'fld-guests', type: 'number', name: 'Number of guests' };
const groceries = { id: 'fld-groceries', type: 'groceryList', name: 'Grocery list' };
const items = [
  { objectId: 'g-eggs', name: 'Eggs' },
  { objectId: 'g-milk', name: 'Milk' },
];

describe('a service’s fields answered (field-answers.rule)', () => {
  it('counts a text answer only with a letter in it', () => {
    expect(answerProblem(text, '...')).toBe('Allergies: please write it in words.');
    expect(answerProblem(text, 'Peanuts')).toBeNull();
    expect(fieldUpdate(text, '123', items)).toBeNull();
  });

  it('takes a whole number for a number field', () => {
    expect(answerProblem(number, 'four')).toBe('Number of guests: enter a whole number, such as 4.');
    expect(fieldUpdate(number, ' 6 ', items)).toEqual({
      objectId: 'fld-guests',
      displayValue: '6',
      value: { content: 6, type: 'number' },
    });
  });

  it('keeps a grocery list’s ids and shows its names', () => {
    expect(fieldUpdate(groceries, ['g-milk', 'g-eggs'], items)).toEqual({
      objectId: 'fld-groceries',
      displayValue: 'Milk, Eggs',
      value: { content: ['g-milk', 'g-eggs'], type: 'groceryList' },
    });
    expect(fieldUpdate(groceries, [], items)).toBeNull();
  });

  it('shows how many of a grocery the list asks for, the ids kept as chosen', () => {
    expect(fieldUpdate(groceries, ['g-milk', 'g-eggs', 'g-milk'], items)).toEqual({
      objectId: 'fld-groceries',
      displayValue: 'Milk × 2, Eggs',
      value: { content: ['g-milk', 'g-eggs', 'g-milk'], type: 'groceryList' },
    });
  });

  it('round-trips the answers through the booking state, dropping anything unreadable', () => {
    const answers = { 'fld-allergies': 'Peanuts', 'fld-groceries': ['g-eggs'] };
    expect(
      answersFromState([...answersAsState(answers), { objectId: 3 }, 'junk', { objectId: 'x', answer: [1] }]),
    ).toEqual(answers);
  });
});
