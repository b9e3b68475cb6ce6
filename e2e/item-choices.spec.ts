import { expect, test } from '@playwright/test';
import { itemDatesOf, slotsOf, type WhenRules } from '../src/core/service/service-when.rule.js';
import { apiSession, CONCIERGE, dayAt, openPage, sessionHeaders, signUpNewGuest } from './support/app.js';

/**
 * A service item's date and price choice changed from its details (issue 29 item 4:
 * POST .../item/{itemId}/dates and .../pricing; docs/product/flows.md#changing-a-service-item),
 * at a desktop's and a phone's width: a new guest's quoted service moves a day and books one
 * more person; the quote is voided, and the host holds the new day and line.
 */

interface PricedService extends WhenRules {
  id: string;
  name: string;
  listingRedirectId?: string | null;
  servicePricingConfig?: {
    configuration: {
      objectId: string;
      configuration: {
        pricingOptions: { objectId: string; configs: { objectId: string; rateBasis?: string | null }[] }[];
      }[];
    }[];
  };
}

/** The service's first price when it is charged per person, hour or day (so a quantity is asked). */
const perUnitLine = (service: PricedService) => {
  const header = service.servicePricingConfig?.configuration[0];
  const option = header?.configuration[0]?.pricingOptions[0];
  const config = option?.configs[0];
  if (!header || !option || !config?.rateBasis) return null;
  return {
    pricingHeaderId: header.objectId,
    pricingOptionId: option.objectId,
    pricingConfigId: config.objectId,
  };
};

for (const [name, viewport, shift] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }, 0],
  ['a phone (390 px)', { width: 390, height: 844 }, 20],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });
    test.slow();

    test('a quoted service moves a day and takes one more person from its details', async ({ page }) => {
      await openPage(page, '/itineraries');
      await page.getByRole('link', { name: 'Sign in to see your trips' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await signUpNewGuest(page);
      await expect(page).toHaveURL('/itineraries');
      const headers = await sessionHeaders(page);
      const created = await page.request.post('/api/itinerary', {
        headers,
        data: { marketId: 'rocky-mountains', itineraryName: 'Choices changed on the details' },
      });
      expect(created.status()).toBe(201);
      const { objectId: itineraryId } = (await created.json()) as { objectId: string };

      // A service of the market charged per unit, added for a day far ahead, priced and quoted.
      const services = (await (
        await page.request.get('/api/markets/rocky-mountains/services')
      ).json()) as PricedService[];
      const service = services.find(
        (candidate) =>
          !candidate.listingRedirectId && candidate.dateFieldType !== 'Date Range' && perUnitLine(candidate),
      );
      const line = service && perUnitLine(service);
      if (!service || !line) throw new Error('no service charged per unit in the Rocky Mountains');
      const slot = slotsOf(service).findIndex((candidate) => !candidate.isNoPreference);
      const when = (day: string) => ({ startDay: day, endDay: null, slot: slot >= 0 ? slot : null });
      const first = itemDatesOf(service, when(dayAt(860 + shift)));
      const added = await page.request.post(`/api/itinerary/${itineraryId}/service/${service.id}`, {
        headers,
        data: { itemStartDate: first.itemStartDate, itemEndDate: first.itemEndDate },
      });
      expect(added.status()).toBe(201);
      const itemId = ((await added.json()) as { id: string }).id;
      const requested = await page.request.post(`/api/services/${service.id}/request-price-next`, {
        headers,
        data: { targetEntityIds: { itemId, itineraryId }, itineraryItemPricing: [{ ...line, quantity: 2 }] },
      });
      expect(requested.status()).toBe(200);
      const concierge = (await apiSession(page.request, CONCIERGE)).headers;
      const quoted = await page.request.post(`/api/concierge/items/${itemId}/quote`, {
        headers: concierge,
        data: { adjustments: [{ adjustmentAmount: -10, adjustmentReason: 'Welcome credit' }] },
      });
      expect(quoted.status()).toBe(200);

      // On its details: the form opens with the item's own day and two people.
      await openPage(page, `/itineraries/${itineraryId}/items/${itemId}`);
      const status = page.getByRole('region', { name: 'Status' });
      await expect(status.getByText('Quote Provided', { exact: true })).toBeVisible();
      const whenRegion = page.getByRole('region', { name: 'When' });
      await whenRegion.getByRole('button', { name: 'Change date or choice' }).click();
      const form = whenRegion.getByRole('form', { name: 'Change date or choice' });
      const day = form.getByLabel('Day');
      await expect(day).toHaveValue(dayAt(860 + shift));
      await expect(form.getByText(/changing them asks for a new price/)).toBeVisible();
      const count = form.getByRole('spinbutton');
      await expect(count).toHaveValue('2');
      await day.fill(dayAt(862 + shift));
      await count.fill('3');
      await form.getByRole('button', { name: 'Save changes' }).click();

      // Saved: the quote is voided (a new price is asked) and the host holds the new day and line.
      await expect(whenRegion.getByRole('status')).toHaveText('Your new date and choice are saved.');
      await expect(status.getByText('Price Requested', { exact: true })).toBeVisible();
      const items = (await (
        await page.request.get(`/api/itinerary/${itineraryId}/items`, { headers })
      ).json()) as { id: string; startDate: string; pricing: { itemPrice: { quantity: number }[] } }[];
      const item = items.find((candidate) => candidate.id === itemId);
      const moved = itemDatesOf(service, when(dayAt(862 + shift)));
      expect(Date.parse(item?.startDate ?? '')).toBe(Date.parse(moved.itemStartDate ?? ''));
      expect(item?.pricing.itemPrice[0]?.quantity).toBe(3);
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Status' }).getByText('Price Requested', { exact: true }),
      ).toBeVisible();
    });
  });
}
