import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listingPriceBreakdown } from '../../../src/core/pricing/listing-price-breakdown.rule.js';
import { PriceBreakdown } from '../../../src/ui/booking/price-breakdown.js';

const breakdown = listingPriceBreakdown({
  pricing: {
    totalBaseRate: 2500,
    pricingFees: [
      { name: 'Cleaning fee', amount: 250 },
      { name: null, amount: 40 },
    ],
    taxes: 212.75,
    securityDeposit: 500,
  },
  adjustments: [{ adjustmentAmount: -75.5, adjustmentReason: 'Goodwill credit' }],
  promoCodes: [{ objectId: 'p1', name: 'SUMMER10', kind: 'percent', amount: 10 }],
  stay: { startDate: '2026-03-01', endDate: '2026-03-06' },
});

const toggle = () => screen.getByRole('button', { name: 'Price breakdown' });

describe("a home's price breakdown", () => {
  it('shows the nightly rate, the total and the words for its reliability, the lines folded away', () => {
    render(<PriceBreakdown breakdown={breakdown} reliability="exact" averageNightly="$500 avg/night" />);
    expect(screen.getByText('$500 avg/night')).toBeTruthy();
    // 2,500 + 250 + 40 − 75.50 = 2,714.50; less 10% (271.45); + 212.75 taxes + 500 deposit.
    expect(screen.getByRole('row', { name: 'Total $3,155.80' })).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('row', { name: /Cleaning fee/ })).toBeNull();
    const table = screen.getByRole('table', { name: 'Price breakdown' });
    expect(table.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(table.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Exact price from the home's booking system",
    );
  });

  it("without a reliability (a trip item's price), the total stands with no words about it", () => {
    render(<PriceBreakdown breakdown={breakdown} />);
    expect(screen.getByRole('row', { name: 'Total $3,155.80' })).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Price breakdown' }).getAttribute('aria-describedby'),
    ).toBeNull();
    expect(screen.queryByText(/price from|Expected price|Estimated from/)).toBeNull();
  });

  it('opens the lines with the button, each named with its amount, credits with a minus sign', async () => {
    const user = userEvent.setup();
    render(<PriceBreakdown breakdown={breakdown} reliability="expected" averageNightly={null} />);
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const lines = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(lines).toBeTruthy();
    expect(
      within(lines as HTMLElement)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Base rate for 5 nights$2,500.00',
      'Cleaning fee$250.00',
      'Fee$40.00',
      'Goodwill credit\u2212$75.50',
      'Promo code SUMMER10\u2212$271.45',
      'Taxes$212.75',
      'Refundable security deposit$500.00',
    ]);
    expect(screen.getByRole('row', { name: 'Cleaning fee $250.00' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Goodwill credit' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '\u2212$271.45' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Total $3,155.80' })).toBeTruthy();
    expect(
      screen.getByText('Expected price: it may change slightly before the concierge confirms'),
    ).toBeTruthy();
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('row', { name: 'Cleaning fee $250.00' })).toBeNull();
  });

  it('opens from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<PriceBreakdown breakdown={breakdown} reliability="exact" />);
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('row', { name: 'Taxes $212.75' })).toBeTruthy();
  });

  it('shows whole dollars when no amount has cents, and the average nightly rate when the host words none', () => {
    const whole = listingPriceBreakdown({
      pricing: { totalBaseRate: 1200, pricingFees: [{ name: 'Cleaning fee', amount: 250 }] },
      stay: { startDate: '2026-03-01', endDate: '2026-03-04' },
    });
    render(<PriceBreakdown breakdown={whole} reliability="estimated" averageNightly="  " />);
    expect(screen.getByText('$400 avg/night')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Total $1,450' })).toBeTruthy();
    expect(
      screen.getByText('Estimated from average rates: the concierge confirms the final price'),
    ).toBeTruthy();
  });

  it('shows nothing for an unknown price: the guest is offered a price request instead', () => {
    const { container } = render(<PriceBreakdown breakdown={breakdown} reliability="unknown" />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows hostile names as plain text', async () => {
    const user = userEvent.setup();
    const odd = listingPriceBreakdown({
      pricing: { totalBaseRate: 100, pricingFees: [{ name: '<img src=x onerror=alert(1)>', amount: 10 }] },
    });
    render(<PriceBreakdown breakdown={odd} reliability="exact" />);
    await user.click(toggle());
    expect(screen.getByRole('rowheader', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
