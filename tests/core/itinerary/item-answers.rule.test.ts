import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  answerUpdate,
  canChangeAnswers,
  isFieldShown,
  textCounts,
} from '../../../src/core/itinerary/item-answers.rule.js';
import type { ItemField } from '../../../src/core/service/item-field.entity.js';

const field = (type: string, extra: Partial<ItemField> = {}): ItemField => ({
  id: 'f1',
  type,
  name: 'Allergies',
  ...extra,
});

describe('item answers', () => {
  it('may be changed until the item is pending confirmation, booked or canceled', () => {
    expect(
      ['draft', 'info', 'in_progress', 'quoted', 'saved_for_later', 'not_available'].every((s) =>
        canChangeAnswers(s as never),
      ),
    ).toBe(true);
    expect(['approved', 'booked', 'canceled'].some((s) => canChangeAnswers(s as never))).toBe(false);
  });

  it('a text counts only with a letter', () => {
    expect(textCounts('No nuts')).toBe(true);
    expect(textCounts('Ñ')).toBe(true);
    expect(textCounts('123 !')).toBe(false);
  });

  it('a field shows with a displayValue, a grocery list with at least one item', () => {
    expect(isFieldShown(field('text', { displayValue: 'No nuts' }))).toBe(true);
    expect(isFieldShown(field('text', { displayValue: '  ' }))).toBe(false);
    expect(isFieldShown(field('text'))).toBe(false);
    expect(isFieldShown(field('groceryList', { value: { content: ['g1'] } }))).toBe(true);
    expect(isFieldShown(field('groceryList', { displayValue: 'Milk', value: { content: [] } }))).toBe(false);
  });

  it('a typed text is saved trimmed; one without a letter is refused in words', () => {
    expect(answerUpdate(field('text'), '  No nuts ')).toEqual(
      E.right({ objectId: 'f1', displayValue: 'No nuts', value: { content: 'No nuts', type: 'text' } }),
    );
    expect(answerUpdate(field('textarea'), '42')).toEqual(
      E.left('Allergies: please answer in words (at least one letter).'),
    );
  });

  it('a number must be one; an emptied answer is cleared', () => {
    expect(answerUpdate(field('number', { name: 'Guests' }), ' 6 ')).toEqual(
      E.right({ objectId: 'f1', displayValue: '6', value: { content: 6, type: 'number' } }),
    );
    expect(answerUpdate(field('number', { name: 'Guests' }), 'six')).toEqual(
      E.left('Guests: please enter a number, such as 4.'),
    );
    expect(answerUpdate(field('text'), '   ')).toEqual(
      E.right({ objectId: 'f1', displayValue: null, value: { content: null, type: 'text' } }),
    );
  });
});
