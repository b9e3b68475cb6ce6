import type {
  CountryRow,
  LeadRow,
  PartnerRow,
  PromotionalMessageRow,
  UserInterestRow,
} from '../../db/rows/guests-marketing.js';
import type { ListingFeeRow, ListingRow, ListingUnavailableRangeRow } from '../../db/rows/homes.js';
import type {
  AmenityRow,
  CategoryRow,
  DestinationRow,
  MarketRow,
} from '../../db/rows/markets-destinations.js';
import type { DatesAsText } from '../../db/rows/row-shapes.js';

/**
 * The demo data as rows of the tables (server/db/rows), before insert-catalog.ts writes them:
 * the columns the seed fills (the others keep their defaults), dates as 'YYYY-MM-DD' or ISO
 * text, as they travel through JSON.
 */

export type DestinationSeedRow = Omit<DestinationRow, 'active'>;

/** A home as generated: its search document, fields and timestamps are the table's defaults. */
export type ListingSeedRow = Omit<ListingRow, 'active' | 'search_document' | 'created_at' | 'item_fields'>;

/** A blocked or reserved stay as its first night and check-out day; the insert makes the daterange. */
export type UnavailableRangeSeedRow = Pick<ListingUnavailableRangeRow, 'id' | 'listing_id' | 'kind'> & {
  start_date: string;
  end_date: string;
};

export type LeadSeedRow = DatesAsText<Omit<LeadRow, 'created_at'>>;

export type PromotionalMessageSeedRow = DatesAsText<PromotionalMessageRow>;

/** One generated home with everything that hangs off it. */
export interface GeneratedHome {
  listing: ListingSeedRow;
  fees: ListingFeeRow[];
  amenityIds: string[];
  categoryIds: string[];
  unavailable: UnavailableRangeSeedRow[];
}

/** Everything but the homes, which are generated (and inserted) in batches. */
export interface CatalogBase {
  markets: MarketRow[];
  destinations: DestinationSeedRow[];
  categories: CategoryRow[];
  amenities: AmenityRow[];
  countries: CountryRow[];
  partners: PartnerRow[];
  leads: LeadSeedRow[];
  userInterests: UserInterestRow[];
  promotionalMessages: PromotionalMessageSeedRow[];
}
