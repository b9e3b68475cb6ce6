import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResultsScroll } from '../../../src/ui/catalog/results-scroll.js';

const SEARCH = '?listing_destination=Aspen';

const memoryOf = (kept: Record<string, number>) => ({
  scrolled: (search: string, y: number) => {
    kept[search] = y;
  },
  scrollOf: (search: string) => kept[search] ?? null,
});

// A MemoryRouter opens with a POP, as the browser's Back does.
const Results = ({ memory }: { memory: ReturnType<typeof memoryOf> }) => {
  useResultsScroll(memory, SEARCH, true);
  return null;
};
const showResults = (memory: ReturnType<typeof memoryOf>) =>
  render(
    <MemoryRouter initialEntries={[`/listings${SEARCH}`]}>
      <Results memory={memory} />
    </MemoryRouter>,
  );

let pageHeight = 0;
beforeEach(() => {
  window.history.pushState({}, '', `/listings${SEARCH}`);
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Back to results left at 1,400 px while the page is still too short to scroll there, on
 * fake frames and time: the spy says where the page was sent.
 */
const returnToShortPage = () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  pageHeight = 1198;
  showResults(memoryOf({ [SEARCH]: 1400 }));
  return scrollTo;
};

describe('the results page kept where the guest left it', () => {
  it('keeps the guest scroll, not the clamped one the browser reports once the address is a home', () => {
    const kept: Record<string, number> = {};
    showResults(memoryOf(kept));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1400 });
    window.dispatchEvent(new Event('scroll'));
    expect(kept[SEARCH]).toBe(1400);

    window.history.pushState({}, '', '/listings/some-home');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 398 });
    window.dispatchEvent(new Event('scroll'));
    expect(kept[SEARCH]).toBe(1400);
  });

  it('waits seconds, not a couple of them, for the page to grow tall enough, then goes there', () => {
    const scrollTo = returnToShortPage();
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).not.toHaveBeenCalled();

    pageHeight = 4000;
    act(() => vi.advanceTimersByTime(50));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1400);
  });

  it('goes as far as it can once out of time', () => {
    const scrollTo = returnToShortPage();
    act(() => vi.advanceTimersByTime(11_000));
    expect(scrollTo).toHaveBeenCalledWith(0, 1400);
  });

  it('gives way to a guest who scrolls meanwhile', () => {
    const scrollTo = returnToShortPage();
    act(() => vi.advanceTimersByTime(500));
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 4000;
    act(() => vi.advanceTimersByTime(11_000));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
