import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSharingImage } from '../../../src/ui/components/use-sharing-image.js';

const Page = ({ photo }: { photo: string | null }) => {
  useSharingImage(photo);
  return null;
};

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('the sharing card picture of a page', () => {
  it('sets og:image, its width and twitter:image to the photo at 1280, and takes them away with the page', () => {
    const page = render(<Page photo="/media/homes/abc/pool.svg" />);
    const expected = new URL('/media/homes/abc/1280/pool.svg', window.location.href).toString();
    expect(content('meta[property="og:image"]')).toBe(expected);
    expect(content('meta[property="og:image:width"]')).toBe('1280');
    expect(content('meta[name="twitter:image"]')).toBe(expected);
    page.unmount();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
  });

  it("a new photo replaces the old card's picture; none leaves no picture tag", () => {
    const page = render(<Page photo="/media/a/one.svg" />);
    page.rerender(<Page photo="/media/b/two.svg" />);
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
    expect(content('meta[property="og:image"]')).toContain('/media/b/1280/two.svg');
    page.rerender(<Page photo={null} />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    page.unmount();
  });
});
