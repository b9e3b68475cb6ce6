import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePhoto } from '../../../src/ui/components/home-photo.js';

const photo = (props: { priority?: boolean } = {}) => {
  render(
    <HomePhoto
      url="/media/homes/h1/1.jpg"
      alt="Lakeside cabin"
      name="Lakeside cabin"
      onFailure={() => {}}
      {...props}
    />,
  );
  return screen.getByRole('img', { name: 'Lakeside cabin' });
};

describe('HomePhoto loading (the first screen)', () => {
  it('loads lazily by default, as photos further down a list should', () => {
    const img = photo();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads at once and ahead of the others when it is the page’s first photo', () => {
    const img = photo({ priority: true });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('srcset')).toContain('768w'); // still the sized copies
  });
});
