import type { StayParty } from '../../catalog/stay-check.js';
import type { StayDates } from '../../catalog/stay-dates.js';
import type { Queryable } from '../../db/database.js';
import type { StoredFieldValue } from '../../db/rows/trips.js';

/** What the guest chose for a home on a trip: its days, its party, its answers, its terms. */

/** Adds or replaces the answers to the stay's fields, by field id. */
export const mergeListingItemFieldValues = async (
  tx: Queryable,
  listingItemId: string,
  updates: Record<string, StoredFieldValue>,
): Promise<void> => {
  await tx.query(
    `update itinerary_listing_items set field_values = field_values || $2::jsonb, updated_at = now() where id = $1`,
    [listingItemId, JSON.stringify(updates)],
  );
};

/** The stay's days, chosen by the guest. */
export const setListingItemDates = async (
  tx: Queryable,
  listingItemId: string,
  stay: StayDates,
): Promise<void> => {
  await tx.query(
    `update itinerary_listing_items
              set check_in_date = $2::date, check_out_date = $3::date, is_date_selected = true, updated_at = now()
            where id = $1`,
    [listingItemId, stay.startDate, stay.endDate],
  );
};

/** The estimate the app priced the stay at (the guest's view of it, never what a reserve charges). */
export const setListingItemEstimate = async (
  tx: Queryable,
  listingItemId: string,
  estimate: unknown,
): Promise<void> => {
  await tx.query(
    'update itinerary_listing_items set estimated_pricing = $2::jsonb, updated_at = now() where id = $1',
    [listingItemId, JSON.stringify(estimate)],
  );
};

export const setListingItemParty = async (
  tx: Queryable,
  listingItemId: string,
  party: StayParty,
): Promise<void> => {
  await tx.query(
    `update itinerary_listing_items
              set adult_count = $2, child_count = $3, infant_count = $4, pet_count = $5, updated_at = now()
            where id = $1`,
    [listingItemId, party.adultCount, party.childCount, party.infantCount, party.petCount],
  );
};

/** The days (null: none chosen), whether the guest chose them, and the party, all at once. */
export const setListingItemStayAndParty = async (
  tx: Queryable,
  listingItemId: string,
  stay: { startDate: string | null; endDate: string | null; isDateSelected: boolean },
  party: StayParty,
): Promise<void> => {
  await tx.query(
    `update itinerary_listing_items
        set check_in_date = $2::date, check_out_date = $3::date, is_date_selected = $4,
            adult_count = $5, child_count = $6, infant_count = $7, pet_count = $8, updated_at = now()
      where id = $1`,
    [
      listingItemId,
      stay.startDate,
      stay.endDate,
      stay.isDateSelected,
      party.adultCount,
      party.childCount,
      party.infantCount,
      party.petCount,
    ],
  );
};

/** Takes the concierge's quote off the item (a new price is asked for). */
export const clearListingItemQuote = async (tx: Queryable, listingItemId: string): Promise<void> => {
  await tx.query('update itinerary_listing_items set concierge_quote = null where id = $1', [listingItemId]);
};

/** The guest's agreement to the home's terms, where the reserve brought one (null keeps what is there). */
export const setListingItemTerms = async (
  tx: Queryable,
  listingItemId: string,
  didConfirmTerms: boolean | null,
  confirmedTermsMethod: string | null,
): Promise<void> => {
  await tx.query(
    `update itinerary_listing_items
        set did_confirm_terms = coalesce($2, did_confirm_terms),
            confirmed_terms_method = coalesce($3, confirmed_terms_method)
      where id = $1`,
    [listingItemId, didConfirmTerms, confirmedTermsMethod],
  );
};
