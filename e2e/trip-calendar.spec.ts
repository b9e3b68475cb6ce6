import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { demoTripPath } from './support/app.js';

/**
 * The trip in the guest's calendar (docs/product/calendar.md), on a desktop and a phone: the
 * one-off download read back with ical.js, a subscription address shown as webcal and https
 * and served without a session, then revoked: the old address answers 404.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

const eventsOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      status: String(event.getFirstPropertyValue('status')),
      tzid: event.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
      isDate: (event.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
      description: String(event.getFirstPropertyValue('description')),
    })),
  };
};

for (const [name, viewport] of [
  ['a desktop (1280 px)', { width: 1280, height: 900 }],
  ['a phone (390 px)', { width: 390, height: 844 }],
] as const) {
  test.describe(`the trip calendar on ${name}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('download once, subscribe, and revoke: the old address then answers 404', async ({ page }) => {
      await demoTripPath(page);
      await page.getByRole('button', { name: 'Add to calendar' }).click();
      const panel = page.getByRole('region', { name: 'Add to calendar' });
      await expect(panel).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('link', { name: 'Download the trip (.ics)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const feed = eventsOf((await readFile((await download.path()) ?? '')).toString('utf8'));
      expect(feed.zones).toContain('America/Denver');
      const statuses = new Set(feed.events.map((event) => event.status));
      expect(statuses).toContain('CONFIRMED');
      expect(statuses).toContain('TENTATIVE');
      for (const event of feed.events) {
        expect(event.uid).toMatch(/^(service|home)-.+@keyhaven$/);
        if (!event.isDate) expect(feed.zones).toContain(event.tzid);
        expect(event.description).toMatch(/^Status: .+\nConfirmation: .+\nConcierge: .+/);
      }

      // A run before may have left a live address: renewing replaces it just the same.
      const make = panel.getByRole('button', { name: /^(Get a subscription address|Renew address)$/ });
      await make.first().click();
      const https = panel.getByLabel('Google Calendar and others (https)');
      await expect(https).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
      const address = await https.inputValue();
      await expect(panel.getByLabel('Calendar apps (webcal)')).toHaveValue(
        address.replace(/^https?:/, 'webcal:'),
      );
      const path = new URL(address).pathname;
      // The calendar app has no session: the address alone reads the feed.
      const subscribed = await page.request.get(path, { headers: { cookie: '' } });
      expect(subscribed.status()).toBe(200);
      expect(subscribed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(eventsOf(await subscribed.text()).events.length).toBe(feed.events.length);
      const etag = subscribed.headers().etag ?? '';
      expect(
        (await page.request.get(path, { headers: { cookie: '', 'if-none-match': etag } })).status(),
      ).toBe(304);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await violationsOf(page)).toEqual([]);

      await panel.getByRole('button', { name: 'Revoke address' }).click();
      await expect(panel.getByRole('button', { name: 'Get a subscription address' })).toBeVisible();
      const revoked = await page.request.get(path, { headers: { cookie: '' } });
      expect(revoked.status()).toBe(404);
      expect(await revoked.json()).toEqual({ message: 'Not found' });
    });
  });
}
