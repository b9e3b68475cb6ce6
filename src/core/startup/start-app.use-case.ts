import * as E from 'fp-ts/lib/Either.js';
import { type ClientLead, toClientLead } from '../lead/client-lead.entity.js';
import type { LeadGateway } from '../lead/lead-gateway.port.js';
import type { MarketGateway } from '../market/market-gateway.port.js';
import type { CampaignPartners } from '../partner/campaign-partners.rule.js';
import { emptyPartner, type Partner } from '../partner/partner.entity.js';
import { type FetchSessionDeps, fetchSession } from '../session/fetch-session.use-case.js';
import type { SessionUser } from '../session/session-user.entity.js';
import type { AppError } from '../shared/app-error.js';
import type { Clock } from '../time/clock.port.js';
import { leadRedirect } from './lead-redirect.rule.js';
import { type StartupParams, startupParams } from './startup-params.js';

export interface StartAppDeps extends FetchSessionDeps {
  readonly leads: Pick<LeadGateway, 'lead'>;
  readonly markets: Pick<MarketGateway, 'publishedPartner'>;
  readonly clock: Pick<Clock, 'now'>;
  /** Campaign sources and the partners they stand for (docs/product/overview.md#campaign-sources). */
  readonly campaignPartners?: CampaignPartners;
}

export interface StartupResult {
  /** The signed-in user, or why there is none (a failed fetch means nobody: fetchSession). */
  readonly session: E.Either<AppError, SessionUser>;
  /** null when the URL names no lead or the lead could not be read (docs/product/flows.md#lead). */
  readonly lead: ClientLead | null;
  /**
   * null without a partner name; an empty partner when the fetch failed
   * (docs/product/errors.md#load-failures).
   */
  readonly partner: Partner | null;
  /** The parameters as read, for what the shell keeps (product line, contact e-mail). */
  readonly params: StartupParams;
  /** Where to send the guest now, or null to stay (docs/product/routes.md#lead-redirect). */
  readonly redirectTo: string | null;
}

// A failed lead clears the lead silently (docs/product/errors.md#load-failures); the guest
// simply browses without it.
const loadLead = async (deps: StartAppDeps, leadId: string | null): Promise<ClientLead | null> => {
  if (leadId === null) return null;
  const result = await deps.leads.lead(leadId);
  return E.isRight(result) ? toClientLead(result.right, deps.clock.now().toISOString()) : null;
};

const loadPartner = async (deps: StartAppDeps, partnerName: string | null): Promise<Partner | null> => {
  if (partnerName === null) return null;
  const result = await deps.markets.publishedPartner(partnerName);
  if (E.isRight(result)) return result.right;
  deps.errors.report(result.left, { during: 'startup partner fetch', partnerName });
  return emptyPartner();
};

/**
 * What the app needs before its first screen (docs/product/overview.md#start-up,
 * docs/product/routes.md#lead-redirect and docs/product/flows.md#lead): the signed-in user,
 * the lead and the partner named in the URL, fetched side by side, and whether to redirect to
 * the lead's trip. Never fails: each part falls back on its own.
 */
export const startApp = async (deps: StartAppDeps, search: URLSearchParams): Promise<StartupResult> => {
  const params = startupParams(search, deps.campaignPartners);
  const [session, lead, partner] = await Promise.all([
    fetchSession(deps),
    loadLead(deps, params.leadId),
    loadPartner(deps, params.partnerName),
  ]);
  return { session, lead, partner, params, redirectTo: leadRedirect(lead) };
};
