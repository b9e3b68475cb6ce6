import { describe, expect, it } from 'vitest';
import { Attachment } from '../../../src/core/itinerary/attachment.entity.js';
import { emptyFolio, Folio, folioBalanceCents } from '../../../src/core/itinerary/folio.entity.js';
import { GroceryItem } from '../../../src/core/service/grocery-item.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('Folio', () => {
  const folio = {
    entries: [
      {
        objectId: 'fe_1',
        description: 'Private Chef Dinner',
        amount: 1125.5,
        date: '2026-02-09',
        type: 'charge',
      },
      {
        objectId: 'fe_2',
        description: 'Card payment',
        amount: -1000,
        date: '2026-02-10T12:00:00Z',
        type: 'payment',
      },
    ],
  };

  it('Folio: entries with description, amount, date and type decode', () => {
    expect(decoded(Folio, folio).entries).toHaveLength(2);
  });

  it('Folio: an empty folio (no access) decodes and equals emptyFolio()', () => {
    expect(decoded(Folio, {})).toEqual(emptyFolio());
  });

  it('Folio: an amount sent as text is refused at entries.0.amount', () => {
    expectRejectedAt(
      Folio,
      { entries: [{ objectId: 'fe', description: 'x', amount: '12' }] },
      'entries.0.amount',
    );
  });

  it("Folio: the balance in cents is the host's when sent, else the sum of entries", () => {
    expect(folioBalanceCents(decoded(Folio, folio))).toBe(12550);
    expect(folioBalanceCents(decoded(Folio, { ...folio, balance: 10 }))).toBe(1000);
  });
});

describe('Attachments', () => {
  it('Attachments: an attachment with name, url, type and date decodes', () => {
    const attachment = {
      objectId: 'att_1',
      name: 'Rental agreement.pdf',
      url: 'https://files.example/att_1.pdf',
      contentType: 'application/pdf',
      createdAt: '2026-01-10T09:00:00Z',
    };
    expect(decoded(Attachment, attachment)).toEqual(attachment);
  });

  it('Attachments: only id, name and url are required', () => {
    expect(decoded(Attachment, { objectId: 'a', name: 'n', url: 'u' })).toEqual({
      objectId: 'a',
      name: 'n',
      url: 'u',
    });
  });

  it('Attachments: a missing url is refused', () => {
    expectRejectedAt(Attachment, { objectId: 'a', name: 'n' }, 'url');
  });
});

describe('Grocery items', () => {
  it('Grocery items: a grocery item with category and image decodes', () => {
    expect(
      decoded(GroceryItem, {
        objectId: 'grc_eggs',
        name: 'Eggs',
        category: 'Dairy',
        imageUrl: 'https://img.example/eggs.jpg',
      }).name,
    ).toBe('Eggs');
  });

  it('Grocery items: id and name suffice', () => {
    expect(decoded(GroceryItem, { objectId: 'g', name: 'Milk' })).toEqual({ objectId: 'g', name: 'Milk' });
  });

  it('Grocery items: a numeric name is refused', () => {
    expectRejectedAt(GroceryItem, { objectId: 'g', name: 5 }, 'name');
  });
});
