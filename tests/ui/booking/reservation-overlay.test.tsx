import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryInterestGateway } from '../../../src/adapters/memory/in-memory-interest-gateway.js';
import { InterestGateway } from '../../../src/core/interest/interest-gateway.port.js';
import type { UserInterest } from '../../../src/core/interest/user-interest.entity.js';
import type { UserInterestSearch } from '../../../src/core/interest/user-interest-search.model.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { ReservationOverlay } from '../../../src/ui/booking/reservation-overlay.js';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { testContainer } from '../../support/test-container.js';

const interest = (name: string): UserInterest => ({
  name,
  questionnaireImage: `/media/interests/${name}.svg`,
});
const SIX = ['Skiing', 'Spa', 'Dining', 'Hiking', 'Sleigh', 'Yoga'].map(interest);
const trip: UserInterestSearch = { market: 'mkt_vail', startDate: '2030-02-07', endDate: '2030-02-14' };

interface Props {
  open: boolean;
  bookingSetting?: string | null;
  interests?: UserInterestSearch | null;
}

/** The overlay as the booking panel renders it: after the panel's Reserve button. */
const renderOverlay = (interests: readonly UserInterest[] = SIX) => {
  const ports = testContainer();
  const gateway = new InMemoryInterestGateway(interests);
  ports.container.unbind(InterestGateway);
  ports.container.bind<InterestGateway>(InterestGateway).toConstantValue(gateway);
  const Panel = ({ open, bookingSetting = 'Request Price', interests: search = trip }: Props) => (
    <ContainerProvider container={ports.container}>
      <button type="button">Reserve</button>
      <ReservationOverlay open={open} bookingSetting={bookingSetting} interests={search} />
    </ContainerProvider>
  );
  const view = render(<Panel open={false} />);
  const show = async (props: Props) => {
    await act(async () => view.rerender(<Panel {...props} />));
  };
  return { ...ports, gateway, view, show };
};

const figures = () => within(screen.getByRole('dialog')).queryAllByRole('figure');
const captions = () => figures().map((figure) => figure.querySelector('figcaption')?.textContent);

describe('the reservation overlay', () => {
  it('renders nothing while closed', () => {
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a modal dialog named by its title, busy, with the exact words; 'Requesting' unless the home books instantly", async () => {
    const { show } = renderOverlay();
    await show({ open: true, bookingSetting: 'Request Price' });
    const dialog = screen.getByRole('dialog', { name: 'Requesting Reservation...' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Requesting Reservation...' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Requesting Reservation...');
    expect(within(dialog).getByText('Imagine the endless possibilities to elevate your stay.')).toBeTruthy();
    await show({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    await show({ open: true, bookingSetting: 'Streamline Instant Booking' });
    expect(screen.getByRole('dialog', { name: 'Confirming Reservation...' })).toBeTruthy();
  });

  it('at most four pictures, each captioned; the next swaps in every 3 seconds, fading in', async () => {
    const { show, scheduler, gateway } = renderOverlay();
    await show({ open: true });
    expect(gateway.searches).toEqual([trip]);
    expect(captions()).toEqual(['Skiing', 'Spa', 'Dining', 'Hiking']);
    expect(figures().map((figure) => figure.getAttribute('aria-labelledby'))).not.toContain(null);
    expect(screen.getByRole('figure', { name: 'Skiing' })).toBeTruthy();
    expect(screen.getByRole('dialog').querySelectorAll('img')).toHaveLength(4);
    // Asked 500 pixels wide (docs/product/constants.md#image-widths).
    expect(screen.getByRole('figure', { name: 'Skiing' }).querySelector('img')?.getAttribute('src')).toMatch(
      /\/media\/interests\/500\/Skiing\.svg$/,
    );
    expect(document.querySelector('.reservation-collage__tile--fresh')).toBeNull();
    await act(() => scheduler.advance(3000));
    expect(captions()).toEqual(['Sleigh', 'Spa', 'Dining', 'Hiking']);
    expect(screen.getByRole('dialog').querySelectorAll('img')).toHaveLength(4);
    const fading = [...document.querySelectorAll('.reservation-collage__tile--fresh')];
    expect(fading).toEqual([screen.getByRole('figure', { name: 'Sleigh' })]);
  });

  it('a picture that cannot load shows the original, then a drawn panel, the caption still there', async () => {
    const { show, errorReporter } = renderOverlay(SIX.slice(0, 2));
    await show({ open: true });
    const skiing = screen.getByRole('figure', { name: 'Skiing' });
    const sized = skiing.querySelector('img')!;
    fireEvent.error(sized);
    const original = skiing.querySelector('img')!;
    expect(original.getAttribute('src')).toMatch(/\/media\/interests\/Skiing\.svg$/);
    fireEvent.error(original);
    expect(skiing.querySelector('img')).toBeNull();
    const panel = skiing.querySelector('.reservation-collage__fallback');
    expect(panel?.textContent).toBe('S');
    expect(panel?.getAttribute('aria-hidden')).toBe('true');
    expect(within(skiing).getByText('Skiing')).toBeTruthy();
    expect(errorReporter.reports.map((report) => (report.error as Error).message)).toEqual([
      expect.stringMatching(/^No sized image found for .*Skiing\.svg$/),
      expect.stringMatching(/^No image found for .*Skiing\.svg$/),
    ]);
  });

  it('shows its words alone when the interests fail', async () => {
    const { show, gateway } = renderOverlay();
    gateway.failure = appError('network', 'offline');
    await show({ open: true });
    expect(screen.getByRole('dialog', { name: 'Requesting Reservation...' })).toBeTruthy();
    expect(figures()).toEqual([]);
  });

  it('locks the page scroll while open and puts back exactly what was there', async () => {
    const { show } = renderOverlay();
    document.body.style.overflow = 'scroll';
    await show({ open: true });
    expect(document.body.style.overflow).toBe('hidden');
    await show({ open: false });
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.body.style.getPropertyPriority('overflow')).toBe('');

    document.body.removeAttribute('style');
    await show({ open: true });
    expect(document.body.style.overflow).toBe('hidden');
    await show({ open: false });
    expect(document.body.hasAttribute('style')).toBe(false);
  });

  it('takes the focus, keeps it from Tab and Shift+Tab, and gives it back on close', async () => {
    const user = userEvent.setup();
    const { show } = renderOverlay();
    const reserve = screen.getByRole('button', { name: 'Reserve' });
    await user.click(reserve);
    expect(document.activeElement).toBe(reserve);
    await show({ open: true });
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    await user.tab();
    expect(document.activeElement).toBe(dialog);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(dialog);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    // Focus sent elsewhere (a script, a click on the page behind) comes back.
    act(() => reserve.focus());
    expect(document.activeElement).toBe(dialog);
    await show({ open: false });
    expect(document.activeElement).toBe(reserve);
  });

  it('closes when the panel goes away: the focus and scroll come back and the swaps stop', async () => {
    const { show, view, scheduler } = renderOverlay();
    await show({ open: true });
    expect(scheduler.pending).toBe(1);
    view.unmount();
    expect(scheduler.pending).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });
});
