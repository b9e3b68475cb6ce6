import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QUOTE_GOES } from '../../../src/ui/itineraries/item-choices.js';
import { SAVED } from '../../../src/ui/itineraries/item-choices.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { pricedGuide, tripHost } from './trip-fixtures.js';

type Guide = Record<string, unknown> & { pricing: Record<string, unknown> };

/**
 * The host of a guide quoted for 4 people on 10 March 2030 (Denver): it keeps the dates and the
 * line it is sent, and voids the quote as the real host does.
 */
const guideHost = (
  answers: { dates?: { status: number; body: unknown }; service?: { status: number; body: unknown } } = {},
) => {
  let guide: Guide = pricedGuide('guide', 'quoted');
  const host = new FakeRestHost()
    .on('GET', '/api/itinerary/it-ski/items', () => ({ body: [guide] }))
    .on(
      'POST',
      '/api/services/sv-guide',
      () => answers.service ?? { body: { ...guide, id: 'sv-guide', isBookable: true } },
    )
    .on('GET', '/api/services/sv-guide/availability-calendar', { body: { events: [] } })
    .on('POST', '/api/itinerary/it-ski/item/guide/dates', ({ body }) => {
      if (answers.dates) return answers.dates;
      const { startDate, endDate } = body as { startDate: string; endDate: string };
      guide = { ...guide, startDate, endDate, status: 'in_progress' };
      return { body: { startDate, endDate, isDateSelected: true } };
    })
    .on('POST', '/api/itinerary/it-ski/item/guide/pricing', ({ body }) => {
      const [line] = (body as { pricing: Record<string, unknown>[] }).pricing;
      const quantity = line?.quantity as number;
      const entry = { ...line, total: quantity * 100 };
      guide = {
        ...guide,
        status: 'in_progress',
        pricing: { ...guide.pricing, itemTotal: quantity * 100, itemPrice: [entry] },
      };
      return { body: [entry] };
    });
  return tripHost({ host, items: [guide] });
};

const open = async (host: FakeRestHost) => {
  const user = userEvent.setup();
  renderTrips('/itineraries/it-ski/items/guide', { user: demoGuest, host });
  const when = await screen.findByRole('region', { name: 'When' });
  await user.click(within(when).getByRole('button', { name: 'Change date or choice' }));
  const form = await within(when).findByRole('form', { name: 'Change date or choice' });
  return { user, when, form };
};

describe('a service item’s date and choice, changed on its details', () => {
  it('opens with the item’s own day and line, warns that the quote goes, and saves what moved', async () => {
    const host = guideHost();
    const { user, when, form } = await open(host);
    const day = within(form).getByLabelText('Day') as HTMLInputElement;
    expect(day.value).toBe('2030-03-10');
    expect(document.activeElement).toBe(day);
    const people = within(form).getByRole('spinbutton') as HTMLInputElement;
    expect(people.value).toBe('4');
    expect(form.textContent).toContain(QUOTE_GOES);

    fireEvent.change(day, { target: { value: '2030-03-12' } });
    await user.clear(people);
    await user.type(people, '6');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect((await within(when).findByRole('status')).textContent).toBe(SAVED);
    const sent = host.requests.filter(
      (request) => request.method === 'POST' && request.path.includes('/item/guide/'),
    );
    expect(sent.map((request) => request.path)).toEqual([
      '/api/itinerary/it-ski/item/guide/dates',
      '/api/itinerary/it-ski/item/guide/pricing',
    ]);
    // Midnight of 12 March in Denver (daylight time from the 10th); no total is sent, the host prices it.
    expect(sent[0]?.body).toEqual({
      startDate: '2030-03-12T06:00:00.000Z',
      endDate: '2030-03-12T06:00:00.000Z',
    });
    expect(sent[1]?.body).toEqual({
      pricing: [
        {
          pricingHeaderId: 'hdr-guide',
          pricingOptionId: 'opt-half',
          pricingConfigId: 'cfg-half',
          quantity: 6,
          total: null,
        },
      ],
    });
    // The page shows the item as the host now holds it: a new price is asked, at $600.
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(status.textContent).not.toContain('Quote Provided'));
    expect(screen.getByRole('region', { name: 'Price' }).textContent).toContain('$600');
    expect(document.activeElement).toBe(within(when).getByRole('button', { name: 'Change date or choice' }));
  });

  it('keeps the form and says the host’s words when it refuses the day', async () => {
    const refused = {
      status: 409,
      body: { message: 'This service is not available on Tuesday, March 12, 2030.' },
    };
    const { user, form } = await open(guideHost({ dates: refused }));
    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: '2030-03-12' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(refused.body.message);
    expect((within(form).getByLabelText('Day') as HTMLInputElement).value).toBe('2030-03-12');
  });

  it('asks again for a quantity that is not a whole number from 1, and sends nothing', async () => {
    const host = guideHost();
    const { user, form } = await open(host);
    const people = within(form).getByRole('spinbutton');
    await user.clear(people);
    await user.type(people, '0');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter how many: a whole number from 1.');
    expect(host.requests.some((request) => request.path.endsWith('/pricing'))).toBe(false);
  });

  it('Escape closes the form without sending anything', async () => {
    const host = guideHost();
    const { user, when } = await open(host);
    await user.keyboard('{Escape}');
    expect(within(when).queryByRole('form')).toBeNull();
    expect(
      host.requests.some((request) => request.method === 'POST' && request.path.includes('/item/')),
    ).toBe(false);
  });

  it('says why when the service cannot be read, and offers only the way out', async () => {
    const host = guideHost({ service: { status: 404, body: { message: 'Service not found' } } });
    const { user, when, form } = await open(host);
    expect(within(form).getByRole('alert').textContent).toBe('Service not found');
    expect(within(form).queryByRole('button', { name: 'Save changes' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(when).getByRole('button', { name: 'Change date or choice' })).toBeTruthy();
  });
});
