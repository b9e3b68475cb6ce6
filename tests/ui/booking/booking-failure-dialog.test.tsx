import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RESERVE_ERROR_TYPES,
  type ReserveError,
} from '../../../src/core/booking-terms/reserve-error.rule.js';
import { BookingFailureDialog } from '../../../src/ui/booking/booking-failure-dialog.js';
import { renderDialogPage } from './booking-dialog-harness.js';

const DEFAULT_MESSAGE =
  "We can't seem to process your request at this time. Please refresh the page and try again.";

const openDialog = async (error: ReserveError) => {
  const page = renderDialogPage((callbacks) => <BookingFailureDialog error={error} {...callbacks} />);
  await page.open();
  return { ...page, dialog: screen.getByRole('dialog') };
};

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('the booking failure dialog', () => {
  it('dates someone took: the unavailable dialog, whatever the host said', async () => {
    const { dialog } = await openDialog({
      type: 'dates',
      message: 'Unfortunately, these dates are unavailable.',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      screen.getByRole('dialog', {
        name: 'Unfortunately, these dates are unavailable.',
        description: "Let's revisit your plans.",
      }),
    ).toBe(dialog);
    expect(buttonNames(dialog)).toEqual(['Close', 'Select New Dates', 'Find Available Homes']);
  });

  it('its choices go to the caller: new dates, or other homes', async () => {
    const { user, dialog, onAction, onClose } = await openDialog({ type: 'dates', message: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Select New Dates' }));
    await user.click(within(dialog).getByRole('button', { name: 'Find Available Homes' }));
    expect(onAction.mock.calls).toEqual([['select-new-dates'], ['find-available-homes']]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each(RESERVE_ERROR_TYPES.filter((type) => type !== 'dates'))(
    "%s: 'Oh no!' with the host's message, and 'OK' closes",
    async (type) => {
      const { user, dialog, onAction, onClose } = await openDialog({ type, message: 'Card declined' });
      expect(screen.getByRole('dialog', { name: 'Oh no!', description: 'Card declined' })).toBe(dialog);
      expect(buttonNames(dialog)).toEqual(['Close', 'OK']);
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onAction).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('without a message: the default sentence', async () => {
    const { dialog } = await openDialog({ type: 'booking', message: '' });
    expect(screen.getByRole('dialog', { name: 'Oh no!', description: DEFAULT_MESSAGE })).toBe(dialog);
  });

  it('hostile words from the host are shown as text', async () => {
    const message = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const { dialog } = await openDialog({ type: 'card', message });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(dialog.querySelector('img, script')).toBeNull();
  });

  it('the focus moves to the dialog and stays inside; Escape closes and gives it back', async () => {
    const { user, dialog, reserve, onClose, onAction } = await openDialog({ type: 'dates', message: '' });
    expect(document.activeElement).toBe(dialog);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Find Available Homes' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(reserve));
  });

  it('the close button closes it too', async () => {
    const { user, dialog, onClose } = await openDialog({ type: 'fieldValues', message: 'Pick a time' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
