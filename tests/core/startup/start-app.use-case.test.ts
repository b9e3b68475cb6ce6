import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { ServerLead } from '../../../src/core/lead/server-lead.entity.js';
import type { Partner } from '../../../src/core/partner/partner.entity.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { startApp } from '../../../src/core/startup/start-app.use-case.js';
import { clientLeadSample, serverLeadSample } from '../arbitraries/samples.js';
import { deferred, flush, recordingReporter } from '../fakes/in-memory.js';

const acme: Partner = { data: { headline: 'Acme' }, slug: 'acme' };
const lead = serverLeadSample as ServerLead;

const setup = (today = '2026-02-10T12:00:00.000Z') => {
  const deps = {
    leads: { lead: vi.fn(async (_id: string): Promise<E.Either<AppError, ServerLead>> => E.right(lead)) },
    markets: {
      publishedPartner: vi.fn(async (_name: string): Promise<E.Either<AppError, Partner>> => E.right(acme)),
    },
    clock: { now: () => new Date(today) },
    errors: recordingReporter(),
  };
  return deps;
};

const search = (query: string) => new URLSearchParams(query);

describe('startApp', () => {
  it('on start loads the lead and the partner from the URL; redirects to the active trip', async () => {
    const deps = setup();
    const result = await startApp(deps, search('lead=lead_1&partner=acme&product_line=lite&email=a%40b.co'));
    expect(result).toEqual({
      lead: clientLeadSample,
      partner: acme,
      params: {
        leadId: 'lead_1',
        partnerName: 'acme',
        productLine: 'lite',
        email: 'a@b.co',
        leadSource: null,
      },
      redirectTo: '/itineraries/itn_42?tab=explore',
    });
    expect(deps.leads.lead).toHaveBeenCalledWith('lead_1');
    expect(deps.markets.publishedPartner).toHaveBeenCalledWith('acme');
    expect(deps.errors.reports).toEqual([]);
  });

  it('lead active only if today (UTC) is before the end date: on the end date, no redirect', async () => {
    const result = await startApp(setup('2026-02-14T23:59:00.000Z'), search('lead=lead_1'));
    expect(result.lead?.itineraryIsActive).toBe(false);
    expect(result.redirectTo).toBeNull();
  });

  it('lead fetch without id clears the lead (no call)', async () => {
    const deps = setup();
    const result = await startApp(deps, search(''));
    expect(result.lead).toBeNull();
    expect(result.redirectTo).toBeNull();
    expect(deps.leads.lead).not.toHaveBeenCalled();
  });

  it('lead failure clears the lead silently', async () => {
    const deps = setup();
    deps.leads.lead.mockResolvedValueOnce(E.left(appError('not-found', 'No lead', { status: 404 })));
    const result = await startApp(deps, search('lead=gone'));
    expect(result.lead).toBeNull();
    expect(result.redirectTo).toBeNull();
    expect(deps.errors.reports).toEqual([]);
  });

  it('partner fetch runs only with a partner name', async () => {
    const deps = setup();
    const result = await startApp(deps, search('partner='));
    expect(result.partner).toBeNull();
    expect(deps.markets.publishedPartner).not.toHaveBeenCalled();
  });

  it('partner failure sets an empty partner and is reported', async () => {
    const deps = setup();
    const failure = appError('http', 'Internal Error', { status: 500 });
    deps.markets.publishedPartner.mockResolvedValueOnce(E.left(failure));
    const result = await startApp(deps, search('partner=acme'));
    expect(result.partner).toEqual({ data: {} });
    expect(deps.errors.reports).toEqual([
      [failure, { during: 'startup partner fetch', partnerName: 'acme' }],
    ]);
  });

  it('the lead and the partner are fetched side by side', async () => {
    const deps = setup();
    const held = deferred<E.Either<AppError, ServerLead>>();
    deps.leads.lead.mockReturnValueOnce(held.promise);
    const started = startApp(deps, search('lead=lead_1&partner=acme'));
    await flush();
    expect(deps.markets.publishedPartner).toHaveBeenCalledWith('acme');
    held.resolve(E.right(lead));
    expect(await started).toMatchObject({ lead: clientLeadSample, partner: acme });
  });
});
