import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../app/render-app.js';
import { catalogHost } from './catalog-host.js';

// Which of the app's imports brought the filters' choices in: the module's first evaluation
// (this file's own module graph, so no earlier test has loaded it).
const loads = vi.hoisted(() => ({ filtersForm: 0 }));
vi.mock('../../../src/ui/catalog/filters-form.js', async (original) => {
  loads.filtersForm += 1;
  return original();
});

describe('/listings filters: the choices come down before the guest opens them', () => {
  it('not on the destination tiles; once results show, while the page is idle; the panel then opens on them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/listings', { host: catalogHost() });
    await screen.findByRole('region', { name: 'Explore by destination' });
    await new Promise((done) => setTimeout(done, 300));
    // Without a search there is nothing to filter: its first download stays as it was.
    expect(loads.filtersForm).toBe(0);

    await router.navigate('/listings?listing_destination=Aspen');
    await screen.findByRole('heading', { name: '2 homes match your search' });
    // No pointer or focus has come near the button.
    await waitFor(() => expect(loads.filtersForm).toBe(1), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(await within(panel).findByRole('group', { name: 'Property Rules' })).toBeTruthy();
    expect(panel.getAttribute('aria-busy')).toBe('false');
    expect(within(panel).queryByText('Loading filters…')).toBeNull();
    const pets = within(panel).getByRole('checkbox', { name: 'Pets allowed' });
    await user.click(pets);
    expect((pets as HTMLInputElement).checked).toBe(true);
    expect(await within(panel).findByRole('button', { name: 'Show 2 homes' })).toBeTruthy();
    expect(loads.filtersForm).toBe(1);
  });
});
