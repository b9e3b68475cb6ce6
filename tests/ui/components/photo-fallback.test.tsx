import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomePhoto } from '../../../src/ui/components/home-photo.js';
import { TripPhoto } from '../../../src/ui/itineraries/trip-photo.js';

const URL = '/media/services/sC8iyMcjCl/1.svg';

describe('a photo that fails shows the designed stand-in, never a blank box', () => {
  it('HomePhoto: after the sized copy and the original fail, the tinted panel names the item', () => {
    const onFailure = vi.fn();
    const { container } = render(
      <HomePhoto
        url={URL}
        alt="Photo 1 of 2: Private Ski Lessons"
        name="Private Ski Lessons"
        onFailure={onFailure}
      />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(onFailure).toHaveBeenLastCalledWith('sized', URL);
    fireEvent.error(screen.getByRole('img'));
    expect(onFailure).toHaveBeenLastCalledWith('original', URL);

    const panel = screen.getByRole('img', { name: 'Photo 1 of 2: Private Ski Lessons' });
    expect(panel.tagName).toBe('DIV');
    expect(panel.className).toContain('photo-fallback');
    expect(panel.className).toContain('home-photo--empty');
    expect(panel.textContent).toBe('Private Ski Lessons');
    expect(panel.querySelector('svg.photo-fallback__icon')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('HomePhoto: a decorative photo (its name is beside it) falls back hidden from screen readers', () => {
    const { container } = render(<HomePhoto url={null} alt="" name="Sunset Cruise" onFailure={() => {}} />);
    const panel = container.querySelector('.photo-fallback');
    expect(panel?.getAttribute('aria-hidden')).toBe('true');
    expect(panel?.getAttribute('role')).toBeNull();
    expect(panel?.textContent).toBe('Sunset Cruise');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('TripPhoto: a trip row whose picture fails keeps its box, with the icon and the name', () => {
    const { container } = render(
      <TripPhoto url={URL} alt="" name="Private Ski Lessons" className="itinerary-item__photo" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    if (!img) throw new Error('no picture');
    fireEvent.error(img);
    const panel = container.querySelector('.itinerary-item__photo');
    expect(panel?.tagName).toBe('DIV');
    expect(panel?.className).toContain('photo-fallback');
    expect(panel?.textContent).toBe('Private Ski Lessons');
    expect(panel?.querySelector('svg')).not.toBeNull();
  });

  it('TripPhoto: a home with no picture at all is named for screen readers like its photo', () => {
    render(
      <TripPhoto
        url={undefined}
        alt="Photo of Elk Meadow Hideaway"
        name="Elk Meadow Hideaway"
        className="trip-card__photo"
      />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Elk Meadow Hideaway' }).textContent).toBe(
      'Elk Meadow Hideaway',
    );
  });
});
