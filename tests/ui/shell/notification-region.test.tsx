import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationSink } from '../../../src/core/notifications/notification-sink.port.js';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { NotificationRegion } from '../../../src/ui/shell/notification-region.js';
import { testContainer } from '../../support/test-container.js';
import { renderApp } from '../app/render-app.js';

const region = () => screen.getByRole('region', { name: 'Notifications' });

/** The region alone over the app's container, after a button the guest can tab from. */
const renderRegion = () => {
  const ports = testContainer();
  render(
    <ContainerProvider container={ports.container}>
      <button type="button">Before</button>
      <NotificationRegion />
    </ContainerProvider>,
  );
  const sink = ports.container.get<NotificationSink>(NotificationSink);
  return {
    ...ports,
    notify: (...args: Parameters<NotificationSink['notify']>) => act(() => sink.notify(...args)),
  };
};

describe('the notification region', () => {
  it('every page has it: errors are alerts that stay, others are statuses that hide, each dismissable', async () => {
    const { container, scheduler } = renderApp('/listings');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(within(region()).queryByRole('listitem')).toBeNull();

    const sink = container.get<NotificationSink>(NotificationSink);
    act(() => {
      sink.notify({
        tone: 'error',
        title: 'Failed to redeem promo codes',
        message: 'No answer',
        autoDismissMs: 0,
      });
      sink.notify({ tone: 'success', message: 'Card saved', autoDismissMs: 3000 });
    });
    const alert = within(region()).getByRole('alert');
    expect(alert.textContent).toBe('Failed to redeem promo codes' + 'No answer');
    expect(within(region()).getByRole('status').textContent).toBe('Card saved');
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);

    await act(() => scheduler.advance(3000));
    expect(within(region()).queryByRole('status')).toBeNull();
    expect(within(region()).getByRole('alert')).toBe(alert);

    await userEvent.setup().click(within(region()).getByRole('button', { name: 'Dismiss' }));
    expect(within(region()).queryByRole('alert')).toBeNull();
    expect(within(region()).queryByRole('listitem')).toBeNull();
  });

  it('each Dismiss button is described by its notification’s words; the words are text', () => {
    const { notify } = renderRegion();
    const hostile = '<img src=x onerror="alert(1)">';
    notify({ tone: 'error', message: hostile, autoDismissMs: 0 });
    notify({ tone: 'info', title: 'Saved', message: 'Your trip is saved', autoDismissMs: 0 });
    expect(within(region()).getByRole('button', { name: 'Dismiss', description: hostile })).toBeTruthy();
    expect(
      within(region()).getByRole('button', { name: 'Dismiss', description: 'Saved Your trip is saved' }),
    ).toBeTruthy();
    expect(region().querySelector('img')).toBeNull();
  });

  it('the focus goes to the next notification’s button when one is dismissed, then back where it came from', async () => {
    const user = userEvent.setup();
    const { notify } = renderRegion();
    notify({ tone: 'error', message: 'First', autoDismissMs: 0 });
    notify({ tone: 'error', message: 'Second', autoDismissMs: 0 });
    notify({ tone: 'error', message: 'Third', autoDismissMs: 0 });
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await user.tab();
    await user.tab();
    const dismiss = (words: string) =>
      within(region()).getByRole('button', { name: 'Dismiss', description: words });
    expect(document.activeElement).toBe(dismiss('Second'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(dismiss('Third'));
    await user.keyboard('{Enter}');
    // The last one in the list: the one before it.
    expect(document.activeElement).toBe(dismiss('First'));
    await user.keyboard('{Enter}');
    expect(within(region()).queryByRole('listitem')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('nothing hides while the pointer is on the list or the focus in it', async () => {
    const { notify, scheduler } = renderRegion();
    notify({ tone: 'info', message: 'Card saved', autoDismissMs: 3000 });
    fireEvent.mouseEnter(region());
    await act(() => scheduler.advance(10_000));
    expect(within(region()).getByRole('status').textContent).toBe('Card saved');

    // The focus comes in while the pointer is still there, and stays after it leaves.
    const dismiss = within(region()).getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    fireEvent.mouseLeave(region());
    await act(() => scheduler.advance(10_000));
    expect(within(region()).getByRole('status')).toBeTruthy();

    // Let go of both: the full time again.
    act(() => dismiss.blur());
    await act(() => scheduler.advance(2999));
    expect(within(region()).getByRole('status')).toBeTruthy();
    await act(() => scheduler.advance(1));
    expect(within(region()).queryByRole('status')).toBeNull();
  });
});
