import type { Queryable } from '../db/database.js';
import type { LeadRow, PartnerRow } from '../db/rows/guests-marketing.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import { isoDaySql } from '../db/sql-dates.js';

/** A lead with its partner (if any), as LEAD_COLUMNS reads it: days as YYYY-MM-DD. */
export type LeadWithPartner = DatesAsText<
  Pick<
    LeadRow,
    | 'id'
    | 'salesforce_id'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'product_line'
    | 'market_id'
    | 'itinerary_start_date'
    | 'itinerary_end_date'
  >
> & {
  partner_name: PartnerRow['name'] | null;
  /** The logo in the partner's data. */
  partner_logo: string | null;
};

/** The columns of LeadWithPartner, for a query that joins `leads l` and `left join partners p`. */
const LEAD_COLUMNS = `l.id, l.salesforce_id, l.email, l.first_name, l.last_name, l.product_line, l.market_id,
            ${isoDaySql('l.itinerary_start_date')} as itinerary_start_date,
            ${isoDaySql('l.itinerary_end_date')} as itinerary_end_date,
            p.name as partner_name, p.data->>'logo' as partner_logo`;

/** A lead by its id, with the itinerary it points at. */
export const findLead = async (
  db: Queryable,
  leadId: string,
): Promise<(LeadWithPartner & Pick<LeadRow, 'itinerary_id'>) | null> => {
  const { rows } = await db.query<LeadWithPartner & Pick<LeadRow, 'itinerary_id'>>(
    `select ${LEAD_COLUMNS}, l.itinerary_id
       from leads l left join partners p on p.id = l.partner_id
      where l.id = $1`,
    [leadId],
  );
  return rows[0] ?? null;
};

/** The lead a trip came through, if it came through one. */
export const findLeadOfItinerary = async (
  db: Queryable,
  itineraryId: string,
): Promise<LeadWithPartner | null> => {
  const { rows } = await db.query<LeadWithPartner>(
    `select ${LEAD_COLUMNS}
       from itineraries i
       join leads l on l.id = i.lead_id
       left join partners p on p.id = l.partner_id
      where i.id = $1`,
    [itineraryId],
  );
  return rows[0] ?? null;
};
