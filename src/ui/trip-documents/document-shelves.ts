import { formatDate, formatFileSize } from '../../core/formatting/index.js';
import type { DocumentGroup, DocumentOwnerType, ItineraryItem } from '../../core/itinerary/index.js';
import { documentHref, type GroceryLine, groceryListOf } from '../../core/itinerary/index.js';
import type { GroceryItem } from '../../core/service/index.js';

/** The icon a document shows, by its type. */
export type DocumentIcon = 'pdf' | 'text' | 'sheet' | 'image' | 'file';

export interface DocumentLink {
  readonly id: string;
  readonly name: string;
  readonly href: string;
  readonly icon: DocumentIcon;
  /** What kind of file, in words ('PDF document'), its size, and when it was added. */
  readonly details: string;
  /** The document's first words, when the host could read them (text and plain PDFs). */
  readonly preview: string | null;
}

/** The documents of one thing on the trip. */
export interface DocumentShelf {
  readonly id: string;
  readonly title: string;
  readonly documents: readonly DocumentLink[];
}

export interface GroceryShelf {
  readonly itemId: string;
  readonly title: string;
  readonly lines: readonly GroceryLine[];
}

const KINDS: Readonly<Record<string, readonly [string, DocumentIcon]>> = {
  'application/pdf': ['PDF document', 'pdf'],
  'text/markdown': ['Markdown text', 'text'],
  'text/plain': ['Plain text', 'text'],
  'text/csv': ['Spreadsheet (CSV)', 'sheet'],
  'image/png': ['Image', 'image'],
  'image/jpeg': ['Image', 'image'],
};

const OWNER_WORDS: Readonly<Record<DocumentOwnerType, string>> = {
  itinerary: 'For the whole trip',
  item: 'For',
  'listing-item': 'For your stay at',
};

const kindOf = (contentType: string | null | undefined): readonly [string, DocumentIcon] =>
  (contentType && KINDS[contentType.split(';')[0]?.trim().toLowerCase() ?? '']) || ['File', 'file'];

/** The trip's documents, shelved by what they hang on, each with where to download it. */
export const documentShelves = (groups: readonly DocumentGroup[], apiBaseUrl: string): DocumentShelf[] =>
  groups.map(({ owner, documents }) => ({
    id: `${owner.type}-${owner.id}`,
    title: owner.type === 'itinerary' ? OWNER_WORDS.itinerary : `${OWNER_WORDS[owner.type]} ${owner.name}`,
    documents: documents.map((doc) => {
      const added = formatDate(doc.createdAt, 'longDateUnpadded');
      const [kind, icon] = kindOf(doc.contentType);
      const size = formatFileSize(doc.size);
      return {
        id: doc.objectId,
        name: doc.name,
        href: documentHref(doc.url, apiBaseUrl),
        icon,
        details: [kind, size, added ? `added ${added}` : ''].filter(Boolean).join(' · '),
        preview: doc.preview?.trim() || null,
      };
    }),
  }));

/** The grocery lists of the trip's services, only those with something on them. */
export const groceryShelves = (
  items: readonly ItineraryItem[],
  catalogue: readonly GroceryItem[] | null,
): GroceryShelf[] =>
  items.flatMap((item) => {
    const lines = groceryListOf(item.fields, catalogue);
    return lines.length > 0 ? [{ itemId: item.id, title: item.name || 'Service', lines }] : [];
  });
