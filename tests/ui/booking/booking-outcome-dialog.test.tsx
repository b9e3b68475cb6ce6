import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ConfirmationContext,
  reserveConfirmation,
} from '../../../src/core/booking/reserve-confirmation.rule.js';
import type { ReserveOutcome } from '../../../src/core/booking/reserve-outcome.rule.js';
import { type BookingOutcome, BookingOutcomeDialog } from '../../../src/ui/booking/booking-outcome-dialog.js';
import { renderDialogPage } from './booking-dialog-harness.js';

/** What a booking screen hands the dialog: the core's confirmation for the outcome, the trip. */
const result = (
  outcome: ReserveOutcome,
  context: ConfirmationContext = {},
  itineraryId: string | null = 'it-ski',
): BookingOutcome => ({
  outcome,
  confirmation: reserveConfirmation(outcome, context),
  itineraryId,
  isListing: context.isListing,
});

const openDialog = async (outcome: BookingOutcome, options: { strict?: boolean } = {}) => {
  const page = renderDialogPage(
    (callbacks) => <BookingOutcomeDialog result={outcome} {...callbacks} />,
    options,
  );
  await page.open();
  return { ...page, dialog: screen.getByRole('dialog') };
};

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

const linkNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

interface Case {
  readonly name: string;
  readonly result: BookingOutcome;
  readonly title: string;
  readonly message: string;
  readonly next: string;
  readonly buttons: readonly string[];
  readonly links: readonly (readonly [string, string])[];
}

const TRIP_LINK = ['Open your trip', '/itineraries/it-ski'] as const;

const CASES: readonly Case[] = [
  {
    name: 'saved, with a last change date',
    result: result('saved', { startDate: '2030-03-12T16:00:00Z', bookingLeadTimeDuration: 2 * 24 * 60 }),
    title: 'Saved For Later',
    message: 'You have until Sunday, March 10, 2030 to complete the reservation.',
    next: 'The service is kept on your trip and nothing has been booked or charged. Complete the reservation from your trip when you are ready.',
    buttons: ['Close'],
    links: [TRIP_LINK],
  },
  {
    name: 'saved, without a date',
    result: result('saved'),
    title: 'Saved For Later',
    message: 'You may click the service at any time to complete the reservation',
    next: 'The service is kept on your trip and nothing has been booked or charged. Complete the reservation from your trip when you are ready.',
    buttons: ['Close'],
    links: [TRIP_LINK],
  },
  {
    name: 'booked (a service reserved)',
    result: result('booked'),
    title: 'Your request has been sent!',
    message: 'Your request is pending and a confirmation email will be sent to you.',
    next: 'Your request has been sent to the concierge. You will get a confirmation e-mail once it is confirmed; until then your trip shows it as Pending Confirmation.',
    buttons: ['Close'],
    links: [TRIP_LINK],
  },
  {
    name: 'requested, for a home',
    result: result('requested', { isListing: true }),
    title: 'Your request has been received!',
    message: 'Details will be sent to the email address provided.',
    next: "The concierge will e-mail you this home's price and availability. Once the quote arrives, reserve the home from your trip; nothing is booked or charged until then.",
    buttons: ['Close'],
    links: [TRIP_LINK],
  },
  {
    name: 'requested, for a service',
    result: result('requested'),
    title: 'Submitted',
    message: 'Your request has been received. We will email you shortly with availability and pricing.',
    next: "The concierge will e-mail you this service's price and availability. Once the quote arrives, reserve the service from your trip; nothing is booked or charged until then.",
    buttons: ['Close'],
    links: [TRIP_LINK],
  },
  {
    name: 'confirmed',
    result: result('confirmed', { isListing: true }),
    title: 'Your reservation is confirmed!',
    message: "Let's make your vacation unforgettable.",
    next: 'Your home is booked now and your card on file has been charged. The reservation is on your trip, where you can also add services to your stay.',
    buttons: ['Close', 'Explore Services', 'Review home reservation'],
    links: [],
  },
  {
    name: 'confirmed, in a market without a services catalog',
    result: result('confirmed-no-catalog', { isListing: true }),
    title: 'Your reservation is confirmed!',
    message: "Let's make your vacation unforgettable.",
    next: 'Your home is booked now and your card on file has been charged. The reservation is on your trip.',
    buttons: ['Close', 'Review Reservation'],
    links: [],
  },
  {
    name: 'approved (KEY Instant Booking)',
    result: result('approved', { isListing: true }),
    title: 'Your request is being finalized.',
    message: 'Your card will be charged once confirmed.',
    next: 'The concierge will now confirm your reservation. Your card is charged only once it is confirmed, and your trip then shows the home as Booked.',
    buttons: ['Close', 'Review Reservation'],
    links: [],
  },
];

describe('the booking outcome dialog', () => {
  it.each(CASES)('$name: the product’s words and buttons, then what happens next', async (expected) => {
    const { dialog } = await openDialog(expected.result);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Named by its title, described by its message and the next steps.
    expect(
      screen.getByRole('dialog', {
        name: expected.title,
        description: `${expected.message} ${expected.next}`,
      }),
    ).toBe(dialog);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(expected.title);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'What happens next' })).toBeTruthy();
    expect(buttonNames(dialog)).toEqual(expected.buttons);
    expect(linkNames(dialog)).toEqual(expected.links);
  });

  it('each button hands its action to the caller, which decides where it leads', async () => {
    const { user, dialog, onAction, onClose } = await openDialog(result('confirmed', { isListing: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Explore Services' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review home reservation' }));
    expect(onAction.mock.calls).toEqual([['explore-services'], ['review-home-reservation']]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'Review Reservation' asks the caller to review the reservation", async () => {
    const { user, dialog, onAction } = await openDialog(result('approved', { isListing: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Review Reservation' }));
    expect(onAction.mock.calls).toEqual([['review-reservation']]);
  });

  it('the trip link opens the trip and closes the dialog', async () => {
    const { user, dialog, onAction, onClose } = await openDialog(result('booked', {}, 'it/ski 2'));
    const link = within(dialog).getByRole('link', { name: 'Open your trip' });
    expect(link.getAttribute('href')).toBe('/itineraries/it%2Fski%202');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/itineraries/it%2Fski%202');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([null, ''])('without a trip (%j) there is no trip link', async (itineraryId) => {
    const { dialog } = await openDialog(result('saved', {}, itineraryId));
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('the focus moves to the dialog, stays inside it, and goes back to the opener on Escape', async () => {
    const { user, dialog, reserve, onClose, onAction } = await openDialog(
      result('confirmed', { isListing: true }),
    );
    expect(document.activeElement).toBe(dialog);
    // Shift+Tab from the dialog itself wraps to its last choice; Tab wraps back to the first.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Review home reservation' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Explore Services' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(reserve));
  });

  it('in strict mode too (the app’s development run mounts effects twice): focus in, then back, scroll let go', async () => {
    const { user, dialog, reserve } = await openDialog(result('booked'), { strict: true });
    expect(document.activeElement).toBe(dialog);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(reserve));
  });

  it('the trip link is inside the focus trap too', async () => {
    const { user, dialog } = await openDialog(result('requested', { isListing: true }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Open your trip' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('the close button and a press beside the dialog close it; the page does not scroll meanwhile', async () => {
    const { user, dialog, onClose, open, reserve } = await openDialog(result('booked'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(reserve));

    await open();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    // A press inside the dialog keeps it; one beside it closes it.
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Your request has been sent!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the host’s words as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { dialog } = await openDialog({
      outcome: 'booked',
      confirmation: { title: hostile, message: hostile, buttons: [] },
      itineraryId: 'it-ski',
    });
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(hostile);
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('shows what the host recorded the reserve at, to the cent, and nothing when it did not say', async () => {
    const { dialog } = await openDialog({ ...result('approved', { isListing: true }), total: 9850.35 });
    expect(within(dialog).getByText('Total reserved: $9,850.35')).toBeTruthy();
    cleanup();
    const without = await openDialog(result('approved', { isListing: true }));
    expect(within(without.dialog).queryByText(/Total reserved/)).toBeNull();
  });
});
