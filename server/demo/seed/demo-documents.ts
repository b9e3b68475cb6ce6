import { isStoredItemStatus, statusLabel } from '../../../src/core/itinerary/index.js';
import type { Queryable } from '../../db/database.js';
import { type DemoDocumentRow, insertDocument } from './documents.store.js';
import { demoObjectId } from './prng.js';
import { simplePdf } from './simple-pdf.js';

/** What the trip summary lists of one item. */
export interface SummaryLine {
  readonly name: string;
  readonly status: string;
  readonly day: string;
}

/** A document of the demo trip: its id is made from its owner and `key`, so a second seeding skips it. */
const keepDocument = (
  db: Queryable,
  { key, ...doc }: Omit<DemoDocumentRow, 'id'> & { key: string },
): Promise<void> => insertDocument(db, { ...doc, id: demoObjectId(`attachment:${doc.ownerId}:${key}`) });

/** The trip's plan as a one-page PDF: its name and dates, then each item by day. */
export const tripSummaryPdf = (
  trip: { name: string; arrival: string; departure: string },
  lines: readonly SummaryLine[],
): Buffer =>
  simplePdf([
    `${trip.name}: trip summary`,
    `Arrival ${trip.arrival}, departure ${trip.departure}`,
    '',
    ...lines.map((line) => {
      const label = isStoredItemStatus(line.status) ? statusLabel(line.status) : undefined;
      return `${line.day}  ${line.name}${label ? `: ${label}` : ''}`;
    }),
  ]);

/** The house manual of the home the trip is built around, in Markdown. */
export const houseManual = (homeName: string): Buffer =>
  Buffer.from(
    [
      `# ${homeName}: house manual`,
      '',
      '## Arriving',
      '- Check-in from 4 pm; the door code comes by e-mail the day before you arrive.',
      '- Park in the driveway; street parking is not allowed overnight.',
      '',
      '## During your stay',
      '- Wi-Fi: the network and password are on the card by the router.',
      '- Quiet hours are 10 pm to 7 am.',
      '- The hot tub cover locks; please close it after use.',
      '',
      '## Leaving',
      '- Check-out by 10 am. Start the dishwasher and leave the keys on the kitchen table.',
      '',
    ].join('\n'),
    'utf8',
  );

/**
 * The demo trip's documents, kept by the host (docs/host/decisions.md#attachments): the
 * trip summary (PDF) and the home's house manual (Markdown) on the trip, and a confirmation
 * (plain text) on its booked item.
 */
export const seedDemoDocuments = async (
  db: Queryable,
  trip: { id: string; name: string; arrival: string; departure: string; homeName: string | null },
  lines: readonly SummaryLine[],
  booked: { id: string; name: string; day: string } | null,
): Promise<void> => {
  await keepDocument(db, {
    key: 'summary',
    ownerType: 'itinerary',
    ownerId: trip.id,
    name: 'Trip summary.pdf',
    type: 'application/pdf',
    bytes: tripSummaryPdf(trip, lines),
  });
  if (trip.homeName)
    await keepDocument(db, {
      key: 'house-manual',
      ownerType: 'itinerary',
      ownerId: trip.id,
      name: 'House manual.md',
      type: 'text/markdown',
      bytes: houseManual(trip.homeName),
    });
  if (booked)
    await keepDocument(db, {
      key: 'confirmation',
      ownerType: 'item',
      ownerId: booked.id,
      name: `${booked.name} confirmation.txt`,
      type: 'text/plain',
      bytes: Buffer.from(
        `${booked.name}\nBooked for ${booked.day}.\nYour concierge will confirm the details the day before.\n`,
        'utf8',
      ),
    });
};
