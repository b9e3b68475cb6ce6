import fc from 'fast-check';
import type { ClientLead } from '../../../src/core/lead/client-lead.entity.js';
import type { ServerLead } from '../../../src/core/lead/server-lead.entity.js';
import { productLine } from './market.js';
import { id, isoDateString, orNull, struct, text } from './primitives.js';

const pm = struct({}, { name: orNull(text), logo: orNull(fc.webUrl()) });

export const serverLead: fc.Arbitrary<ServerLead> = struct(
  { objectId: id },
  {
    salesforce_id: orNull(id),
    email: orNull(fc.emailAddress()),
    first_name: orNull(text),
    last_name: orNull(text),
    itineraryId: orNull(id),
    itinerary_end_date: orNull(fc.record({ iso: isoDateString })),
    product_line: orNull(fc.oneof(productLine, text)),
    property_management: orNull(pm),
    salesforce_source: orNull(
      struct({}, { itinerary_start_date: orNull(isoDateString), itinerary_end_date: orNull(isoDateString) }),
    ),
  },
);

export const clientLead: fc.Arbitrary<ClientLead> = fc.record({
  sfId: orNull(id),
  leadId: id,
  email: orNull(fc.emailAddress()),
  startDate: orNull(isoDateString),
  endDate: orNull(isoDateString),
  firstName: orNull(text),
  lastName: orNull(text),
  itineraryId: orNull(id),
  itineraryIsActive: fc.boolean(),
  productLine: orNull(productLine),
  pm: orNull(fc.record({ name: orNull(text), logo: orNull(fc.webUrl()) })),
});
