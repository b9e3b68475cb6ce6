import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { ServerLead } from './server-lead.entity.js';

/** The sales lead a guest came through (map it with toClientLead). */
export interface LeadGateway {
  /** A lead by its id. */
  lead(leadId: string): Promise<E.Either<AppError, ServerLead>>;
  /** The lead a trip came through. */
  itineraryLead(itineraryId: string): Promise<E.Either<AppError, ServerLead>>;
}
export const LeadGateway = token<LeadGateway>('LeadGateway');
