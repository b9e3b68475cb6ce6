import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { StayDates } from '../../../src/ui/components/date-range/date-range-chooser.js';
import { DateRangePicker } from '../../../src/ui/components/date-range/date-range-picker.js';

// Lazy routes and chunks load slowly on a busy machine: wait longer than the 1 s default.

const TODAY = '2030-03-10'; // a Sunday

const Picker = ({ initial, changes }: { initial: StayDates; changes: StayDates[] }) => {
  const [dates, setDates] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <DateRangePicker
        dates={dates}
        today={TODAY}
        onChange={(chosen) => {
          changes.push(chosen);
          setDates(chosen);
        }}
      />
    </>
  );
};

const setup = (initial: StayDates = { checkIn: '', checkOut: '' }) => {
  const changes: StayDates[] = [];
  const user = userEvent.setup();
  render(<Picker initial={initial} changes={changes} />);
  return { user, changes };
};

const focusedDay = () => document.activeElement?.getAttribute('aria-label');

describe('the date-range picker (W3C APG date picker dialog)', () => {
  it('a button opens a modal dialog with the month as a grid, today focused and the only day in the tab order', async () => {
    const { user } = setup();
    const checkIn = screen.getByRole('button', { name: 'Check-in Add date' });
    expect(checkIn.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(checkIn);
    const dialog = await screen.findByRole('dialog', { name: 'Choose check-in date' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const grid = within(dialog).getByRole('grid', { name: 'March 2030' });
    expect(within(dialog).getByRole('heading', { name: 'March 2030' }).getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('abbr')),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(focusedDay()).toBe('Sunday, March 10, 2030');
    const inTabOrder = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('tabindex') === '0');
    expect(inTabOrder).toHaveLength(1);
    // Days before today are there but cannot be chosen.
    const past = within(grid).getByRole('gridcell', { name: 'Saturday, March 9, 2030' });
    expect(past.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(true);
  });

  it('arrows move by day and week, Home and End to the week’s ends, Page Up and Down by month', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Check-in Add date' }));
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('Monday, March 11, 2030');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('Monday, March 18, 2030');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('Saturday, March 23, 2030');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('Sunday, March 17, 2030');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedDay()).toBe('Saturday, March 9, 2030');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('Tuesday, April 9, 2030');
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeTruthy();
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDay()).toBe('Wednesday, April 9, 2031');
    await user.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}');
    expect(focusedDay()).toBe('Saturday, March 9, 2030');
    // The focused day is always the one in the tab order.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });

  it('Enter or Space choose check-in then check-out; the check-out is not pre-filled and days up to the check-in are off', async () => {
    const { user, changes } = setup();
    await user.click(screen.getByRole('button', { name: 'Check-in Add date' }));
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{ArrowLeft}{Enter}'); // yesterday: not choosable
    expect(within(dialog).getByRole('heading', { name: 'Choose check-in date' })).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}'); // 11 March
    expect(within(dialog).getByRole('heading', { name: 'Choose check-out date' })).toBeTruthy();
    const checkIn = within(dialog).getByRole('gridcell', { name: 'Monday, March 11, 2030, check-in' });
    expect(checkIn.getAttribute('aria-selected')).toBe('true');
    expect(checkIn.getAttribute('aria-disabled')).toBe('true');
    expect(focusedDay()).toBe('Tuesday, March 12, 2030'); // nothing chosen for the guest
    expect(within(dialog).getByText(/Check-out: not chosen\. Now choose the check-out date\./)).toBeTruthy();
    expect(changes).toEqual([]);
    await user.keyboard('{ArrowRight}{ArrowRight}[Space]'); // 14 March
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([{ checkIn: '2030-03-11', checkOut: '2030-03-14' }]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check-in Mar 11, 2030' }));
    expect(screen.getByRole('button', { name: 'Check-out Mar 14, 2030' })).toBeTruthy();
  });

  it('Escape closes without changing anything and returns the focus to the field that opened it', async () => {
    const { user, changes } = setup({ checkIn: '2030-04-01', checkOut: '2030-04-05' });
    const checkOut = screen.getByRole('button', { name: 'Check-out Apr 5, 2030' });
    await user.click(checkOut);
    await screen.findByRole('dialog', { name: 'Choose check-out date' });
    expect(focusedDay()).toBe('Friday, April 5, 2030, check-out');
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);
    expect(document.activeElement).toBe(checkOut);
  });

  it('Tab stays inside the dialog; the month buttons change the month and keep their focus', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Check-in Add date' }));
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    const stops: (string | null | undefined)[] = [];
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      stops.push(document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent);
    }
    expect(stops).toEqual([
      'Clear dates',
      'Cancel',
      'Done',
      'Next month',
      'Sunday, March 10, 2030',
      'Clear dates',
    ]);
    await user.click(next);
    expect(document.activeElement).toBe(next);
    expect(within(dialog).getByRole('grid', { name: 'April 2030' })).toBeTruthy();
    await user.tab({ shift: true });
    // In April the previous month can be shown again, so its button is a stop now.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Previous month');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Done'); // shift+Tab wraps round too
  });

  it('a click chooses too; Done keeps a check-in alone; Clear dates starts over', async () => {
    const { user, changes } = setup();
    await user.click(screen.getByRole('button', { name: 'Check-in Add date' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('gridcell', { name: 'Wednesday, March 20, 2030' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(changes).toEqual([{ checkIn: '2030-03-20', checkOut: '' }]);
    await user.click(screen.getByRole('button', { name: 'Check-out Add date' }));
    const again = await screen.findByRole('dialog', { name: 'Choose check-out date' });
    await user.click(within(again).getByRole('button', { name: 'Clear dates' }));
    expect(within(again).getByRole('heading', { name: 'Choose check-in date' })).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    expect(changes.at(-1)).toEqual({ checkIn: '', checkOut: '' });
  });

  it('the click that closes it paints first: the dialog is hidden at once and leaves the page, with its scroll lock, after that paint', async () => {
    const { user, changes } = setup();
    await user.click(screen.getByRole('button', { name: 'Check-in Add date' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('gridcell', { name: 'Wednesday, March 20, 2030' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    const checkOutDay = within(dialog).getByRole('gridcell', { name: 'Saturday, March 23, 2030' });
    // One click, one task: what it does before the browser may paint.
    fireEvent.click(checkOutDay);
    expect(screen.queryByRole('dialog')).toBeNull(); // hidden: out of the accessibility tree
    expect(changes).toEqual([{ checkIn: '2030-03-20', checkOut: '2030-03-23' }]);
    const checkIn = screen.getByRole('button', { name: 'Check-in Mar 20, 2030' });
    expect(document.activeElement).toBe(checkIn);
    // Taking out its 40-odd days and their observers waits for a task after that paint, and
    // nobody sees them redrawn with the closing choice in the meantime.
    expect(dialog.isConnected).toBe(true);
    expect(checkOutDay.getAttribute('aria-label')).toBe('Saturday, March 23, 2030');
    expect(checkOutDay.getAttribute('aria-selected')).toBe('false');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(checkIn);
  });

  it('opened again before the closed one has left the page, it is a new dialog on the dates just chosen', async () => {
    const { changes } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Check-in Add date' }));
    const first = await screen.findByRole('dialog');
    fireEvent.click(within(first).getByRole('gridcell', { name: 'Wednesday, March 20, 2030' }));
    fireEvent.click(within(first).getByRole('gridcell', { name: 'Saturday, March 23, 2030' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check-out Mar 23, 2030' })); // the same task
    const second = await screen.findByRole('dialog', { name: 'Choose check-out date' });
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(
      within(second).getByRole('gridcell', { name: 'Saturday, March 23, 2030, check-out' }),
    ).toBeTruthy();
    // The first one's removal, due after the paint, leaves the new one open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Choose check-out date' })).toBe(second);
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.keyDown(second, { key: 'Escape' });
    await waitFor(() => expect(second.isConnected).toBe(false));
    expect(document.documentElement.style.overflow).toBe('');
    expect(changes).toEqual([{ checkIn: '2030-03-20', checkOut: '2030-03-23' }]);
  });
});
