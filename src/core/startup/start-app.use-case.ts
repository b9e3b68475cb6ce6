import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { LeadGateway } from '../lead/index.js';
import { type ClientLead, toClientLead } from '../lead/index.js';
import type { MarketGateway } from '../market/index.js';
import type { CampaignPartners } from '../partner/index.js';
import { emptyPartner, type Partner } from '../partner/index.js';
import type { Clock } from '../time/index.js';
import { leadRedirect } from './lead-redirect.rule.js';
import { type StartupParams, startupParams } from './startup-params.js';

export interface StartAppDeps {
  readonly leads: Pick<LeadGateway, 'lead'>;
  readonly markets: Pick<MarketGateway, 'publishedPartner'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
  /** Campaign sources and the partners they stand for (docs/product/overview.md#campaign-sources). */
  readonly campaignPartners?: CampaignPartners;
}

export interface StartupResult {
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
 * What the visit brings before the first screen (docs/product/overview.md#start-up,
 * docs/product/routes.md#lead-redirect and docs/product/flows.md#lead): the lead and the
 * partner named in the URL, fetched side by side, and whether to redirect to the lead's trip.
 * The signed-in user is fetched beside it (fetchSession), by whoever keeps the session. Never
 * fails: each part falls back on its own.
 */
export const startApp = async (deps: StartAppDeps, search: URLSearchParams): Promise<StartupResult> => {
  const params = startupParams(search, deps.campaignPartners);
  const [lead, partner] = await Promise.all([
    loadLead(deps, params.leadId),
    loadPartner(deps, params.partnerName),
  ]);
  return { lead, partner, params, redirectTo: leadRedirect(lead) };
};
