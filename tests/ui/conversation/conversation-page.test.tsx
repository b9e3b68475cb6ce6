import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISMISSED_PROMOTIONS_KEY } from '../../../src/core/promo/dismissed-promotions.rule.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from '../itineraries/render-trips.js';
import { conversationHost } from './conversation-host.js';

// Lazy routes and chunks load slowly on a busy machine: wait longer than the 1 s default.

const openConversation = (options: Parameters<typeof conversationHost>[0] = {}) => {
  const host = conversationHost(options);
  return { ...renderTrips('/itineraries/it-ski/conversation', { user: demoGuest, host }) };
};

describe('/itineraries/{id}/conversation', () => {
  it('shows the conversation oldest first, each entry with its author and kind, quotes linking to their item', async () => {
    openConversation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Rocky Mountains ski week' })).getAttribute('href')).toBe(
      '/itineraries/it-ski',
    );
    const feed = await screen.findByRole('list', { name: 'Messages and updates' });
    const entries = within(feed).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.conversation-entry__text')?.textContent)).toEqual([
      'Could we arrive at noon?',
      'Private chef dinner: Price Requested',
      'Private chef dinner: Quote Provided',
    ]);
    const quote = entries[2] as HTMLElement;
    expect(within(quote).getByText(/Cole Concierge \(Concierge\)/)).toBeTruthy();
    // Status changes and quotes are compact events on the thread, messages are bubbles.
    expect(within(quote).getByText('Quote', { selector: '.conversation-event__kind' })).toBeTruthy();
    expect(entries.map((entry) => entry.className.split(' ')[0])).toEqual([
      'conversation-entry',
      'conversation-event',
      'conversation-event',
    ]);
    expect(within(quote).getByRole('link', { name: 'See the quote on your trip' }).getAttribute('href')).toBe(
      '/itineraries/it-ski?tab=itinerary&item=si-in_progress',
    );
  });

  it('a message sent appears in the conversation at once; an empty one is refused on its field', async () => {
    const { host } = openConversation();
    const form = await screen.findByRole('form', { name: 'Write to your concierge' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const box = within(form).getByRole('textbox', { name: 'Your message' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Please write a message.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(host.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(box, 'Could the chef cook gluten-free?');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', 'Your message was sent.');
    const feed = screen.getByRole('list', { name: 'Messages and updates' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(4));
    expect(within(feed).getByText('Could the chef cook gluten-free?')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('a note left on the trip joins the conversation as a note; an empty one is refused, a refusal keeps the text', async () => {
    const { host } = openConversation();
    const form = await screen.findByRole('form', { name: 'Add a note to the trip' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please write a note.');
    expect(host.requests.some((request) => request.path.endsWith('/caseFeed'))).toBe(false);

    const box = within(form).getByRole('textbox', { name: 'Note for your concierge' });
    await user.type(box, '  We land at 3 pm on Saturday.  ');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your note is on the trip for your concierge.',
    );
    expect(host.requests.find((request) => request.path.endsWith('/caseFeed'))?.body).toEqual({
      message: 'We land at 3 pm on Saturday.',
    });
    const feed = screen.getByRole('list', { name: 'Messages and updates' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(4));
    const note = within(feed).getAllByRole('listitem')[3] as HTMLElement;
    expect(within(note).getByText('· Note')).toBeTruthy();
    expect(within(note).getByText('We land at 3 pm on Saturday.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('a note the host refuses says its words and keeps what was typed', async () => {
    openConversation({
      fail: { note: { status: 403, body: { message: 'Only the trip’s owner can add notes.' } } },
    });
    const form = await screen.findByRole('form', { name: 'Add a note to the trip' });
    const user = userEvent.setup();
    const box = within(form).getByRole('textbox', { name: 'Note for your concierge' });
    await user.type(box, 'Late check-in please');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Only the trip’s owner can add notes.');
    expect((box as HTMLTextAreaElement).value).toBe('Late check-in please');
  });

  it('the phone shows in its display form and changes with 10 to 14 digits', async () => {
    const { host } = openConversation();
    const section = await screen.findByRole('region', { name: 'Your phone' });
    expect(within(section).getByText(/\(303\) 555-0123/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Change phone' }));
    const field = within(section).getByRole('textbox', { name: 'Phone number' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, '720 555{Enter}');
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Please enter a phone number of 10 to 14 digits.',
    );
    expect((field as HTMLInputElement).value).toBe('720 555');
    await user.type(field, '0188');
    await user.click(within(section).getByRole('button', { name: 'Save phone' }));
    expect(await within(section).findByText(/\(720\) 555-0188/)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Change phone' })),
    );
    expect(
      host.requests.filter((request) => request.method === 'PUT').map((request) => request.body),
    ).toEqual([{ phone: '7205550188' }]);
  });

  it("shows the promotions for the trip's line with their links, leaves out a corrupt one, and remembers a dismissal", async () => {
    const { keyValueStore, errorReporter } = openConversation();
    const banners = await screen.findByRole('region', { name: 'Promotions' });
    const items = within(banners).getAllByRole('listitem');
    expect(items).toHaveLength(1); // the Premier one is for another line; 'broken' has no title
    expect(within(banners).getByRole('link', { name: 'Find a slope-side home' }).getAttribute('href')).toBe(
      '/listings?listing_destination=Vail',
    );
    expect(errorReporter.reports.map((report) => report.context)).toContainEqual({
      during: 'reading a promotion',
    });
    await userEvent.setup().click(within(banners).getByRole('button', { name: 'Dismiss Ski week, on us' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull());
    expect(keyValueStore.get(DISMISSED_PROMOTIONS_KEY)).toBe('["ski-week"]');
  });

  it('promotions the host cannot give show nothing, and the page still works', async () => {
    const { errorReporter } = openConversation({
      fail: { promotions: { status: 500, body: { message: 'Boom' } } },
    });
    expect(await screen.findByRole('list', { name: 'Messages and updates' })).toBeTruthy();
    await waitFor(() =>
      expect(errorReporter.reports.map((report) => report.context)).toContainEqual({
        during: 'loading promotions',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });

  it('the trip page links to its conversation and shows its promotions', async () => {
    const host = conversationHost();
    renderTrips('/itineraries/it-ski', { user: demoGuest, host });
    const nav = await screen.findByRole('navigation', { name: 'More about this trip' });
    expect(within(nav).getByRole('link', { name: 'Conversation' }).getAttribute('href')).toBe(
      '/itineraries/it-ski/conversation',
    );
    expect(await screen.findByRole('link', { name: 'Find a slope-side home' })).toBeTruthy();
  });
});
