import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HomeGallery } from '../../../src/ui/listing/home-gallery.js';

// The lightbox loads on first open: wait longer than the 1 s default on a busy machine.

const photos = Array.from({ length: 8 }, (_, index) => `/media/homes/elk1/${index + 1}.svg`);
const NAME = 'Elk Meadow Hideaway';

const openLightbox = async (button: HTMLElement) => {
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: `Photos of ${NAME}` });
};

describe("a home's gallery", () => {
  it('shows every photo named by its place, and offers all of them', () => {
    render(<HomeGallery photos={photos} name={NAME} onFailure={vi.fn()} />);
    const gallery = screen.getByRole('region', { name: `Photos of ${NAME}` });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(photos.map((_, index) => `Photo ${index + 1} of 8: ${NAME}`));
    expect(within(gallery).getByRole('button', { name: 'Show all 8 photos' })).toBeTruthy();
    // The first photo is the page's largest paint: it loads at once, the others lazily.
    expect(screen.getByRole('img', { name: `Photo 1 of 8: ${NAME}` }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: `Photo 2 of 8: ${NAME}` }).getAttribute('loading')).toBe('lazy');
  });

  it('one photo offers no lightbox count or Show all; no photo shows the plain panel', () => {
    const { unmount } = render(
      <HomeGallery photos={[photos[0] as string]} name={NAME} onFailure={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    unmount();
    render(<HomeGallery photos={[]} name={NAME} onFailure={vi.fn()} />);
    expect(screen.getByRole('img', { name: `Photo 1 of 1: ${NAME}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Photo 1 of 1: ${NAME}` })).toHaveProperty('disabled', true);
  });

  it('the lightbox opens at the photo chosen, counts, turns by buttons and arrow keys, and wraps', async () => {
    render(<HomeGallery photos={photos} name={NAME} onFailure={vi.fn()} />);
    const dialog = await openLightbox(screen.getByRole('button', { name: `Photo 3 of 8: ${NAME}` }));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('3 of 8')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: `Photo 3 of 8: ${NAME}` })).toBeTruthy();
    // The focus is inside, on Close.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('4 of 8')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('6 of 8')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: `Photo 5 of 8: ${NAME}` })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('1 of 8')).toBeTruthy(); // past the last: the first
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('8 of 8')).toBeTruthy(); // before the first: the last
  });

  it('keeps the focus inside (Tab wraps), and Escape closes it with the focus back on the photo', async () => {
    render(<HomeGallery photos={photos} name={NAME} onFailure={vi.fn()} />);
    const opener = screen.getByRole('button', { name: `Photo 2 of 8: ${NAME}` });
    const dialog = await openLightbox(opener);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(next);
    await userEvent.tab(); // past the last: back to the first
    expect(document.activeElement).toBe(close);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a sideways swipe turns the photo; a short one does not', async () => {
    render(<HomeGallery photos={photos} name={NAME} onFailure={vi.fn()} />);
    const dialog = await openLightbox(screen.getByRole('button', { name: 'Show all 8 photos' }));
    const photo = within(dialog).getByRole('img', { name: `Photo 1 of 8: ${NAME}` });
    const stage = photo.parentElement as HTMLElement;
    const swipe = (from: number, to: number) =>
      act(() => {
        fireEvent.pointerDown(stage, { clientX: from });
        fireEvent.pointerUp(stage, { clientX: to });
      });
    swipe(300, 200); // leftwards: the next photo
    expect(within(dialog).getByText('2 of 8')).toBeTruthy();
    swipe(100, 120);
    expect(within(dialog).getByText('2 of 8')).toBeTruthy();
    swipe(100, 300); // rightwards: the previous one
    expect(within(dialog).getByText('1 of 8')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
