import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { InMemoryOffline } from '../../../src/adapters/memory/in-memory-offline.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';
import { renderAppOver } from '../app/render-app.js';
import { documentsHost } from './documents-fixtures.js';

const renderDocuments = (host = documentsHost(), user: typeof demoGuest | null = demoGuest) => {
  const ports = testContainer({ user, host });
  return { ...ports, view: renderAppOver(ports, '/itineraries/it-ski/documents') };
};

describe('/itineraries/{id}/documents', () => {
  it('lists each document as a download under what it belongs to, and the grocery lists', async () => {
    renderDocuments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip documents' })).toBeTruthy();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const trip = within(documents).getByRole('region', { name: 'For the whole trip' });
    const summary = within(trip).getByRole('link', { name: 'Trip summary.pdf' });
    expect(summary.getAttribute('href')).toBe('/api/attachments/at-summary/file');
    expect(summary.hasAttribute('download')).toBe(true);
    expect(summary.getAttribute('aria-describedby')).toBe('doc-at-summary');
    expect(document.getElementById('doc-at-summary')?.textContent).toBe(
      'PDF document · 2.4 KB · added Friday, March 1, 2030',
    );
    // An icon by type, and a preview of the document's first words, folded until asked for.
    const row = summary.closest('li') as HTMLElement;
    expect(row.querySelector('.document-icon--pdf')).toBeTruthy();
    const preview = within(row).getByText('Preview');
    expect(preview.closest('details')?.open).toBe(false);
    await userEvent.setup().click(preview);
    expect(preview.closest('details')?.open).toBe(true);
    expect(within(row).getByText(/Rocky Mountains ski week: trip summary/).tagName).toBe('PRE');
    // A document without words to show offers its download alone.
    const manual = within(documents)
      .getByRole('link', { name: 'House manual.md' })
      .closest('li') as HTMLElement;
    expect(manual.querySelector('.document-icon--text')).toBeTruthy();
    expect(within(manual).queryByText('Preview')).toBeNull();
    const home = within(documents).getByRole('region', { name: 'For your stay at Aspen Ridge Chalet' });
    expect(within(home).getByRole('link', { name: 'House manual.md' })).toBeTruthy();
    const groceries = screen.getByRole('region', { name: 'Grocery lists' });
    const chef = within(groceries).getByRole('region', { name: 'Private chef dinner' });
    // Shelved by aisle, alphabetically, each line with how many.
    expect(
      within(chef)
        .getAllByRole('heading', { level: 4 })
        .map((aisle) => aisle.textContent),
    ).toEqual(['Bakery', 'Dairy']);
    const dairy = within(chef).getByRole('region', { name: 'Private chef dinner: Dairy' });
    expect(
      within(dairy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free-range eggs× 1']);
    expect(screen.getByText(/Everything on paper for Rocky Mountains ski week/)).toBeTruthy();
  });

  it('opens a document itself so it is kept: offline, the one opened opens again, another says why not', async () => {
    const { documentCopies } = renderDocuments();
    const device = documentCopies as InMemoryOffline;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Trip summary.pdf' }));
    expect(device.opened).toEqual(['Trip summary.pdf']);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => device.set(false, new Date(2030, 0, 1, 10, 42)));
    expect(screen.getByText("Saved 10:42 — you're offline")).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Trip summary.pdf' }));
    expect(device.opened).toEqual(['Trip summary.pdf', 'Trip summary.pdf']);
    const manual = screen.getByRole('link', { name: 'House manual.md' });
    await user.click(manual);
    expect(device.opened).toHaveLength(2);
    // Said on the document's own row.
    const row = manual.closest('li') as HTMLElement;
    expect(within(row).getByRole('alert').textContent).toBe(
      "You're offline, and House manual.md was not opened on this device before: it opens once you're back online.",
    );

    act(() => device.set(true));
    await user.click(manual);
    expect(device.opened.at(-1)).toBe('House manual.md');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a document the host refuses says so on its row', async () => {
    const { documentCopies } = renderDocuments();
    (documentCopies as InMemoryOffline).refusing = true;
    const summary = await screen.findByRole('link', { name: 'Trip summary.pdf' });
    await userEvent.setup().click(summary);
    expect(within(summary.closest('li') as HTMLElement).getByRole('alert').textContent).toBe(
      'Trip summary.pdf could not be opened. Please try again.',
    );
  });

  it('says when the trip has no documents yet, and shows no grocery lists without any', async () => {
    // The host answers by the first route that matches: these come before the documents host's.
    const host = documentsHost({
      host: new FakeRestHost()
        .on('GET', '/api/guest-itinerary/it-ski', {
          body: { objectId: 'it-ski', itineraryName: 'Empty trip', items: [] },
        })
        .on('GET', '/api/itinerary/it-ski/listing-items', { body: [] })
        .on('GET', '/api/itinerary/it-ski/attachments', { body: [] }),
    });
    renderDocuments(host);
    expect(await screen.findByText('No documents have been added to this trip yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Grocery lists' })).toBeNull();
  });

  it("another guest's trip cannot be viewed", async () => {
    const host = documentsHost({
      host: new FakeRestHost().on('GET', '/api/guest-itinerary/it-ski', {
        status: 403,
        body: { message: 'You do not have permission to change this itinerary.' },
      }),
    });
    renderDocuments(host);
    expect(await screen.findByRole('heading', { name: 'This trip cannot be viewed' })).toBeTruthy();
    expect(screen.queryByText(/change this itinerary/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Trip summary.pdf' })).toBeNull();
  });
});
