import { describe, expect, it } from 'vitest';
import { lockPageScroll } from '../../../src/ui/components/page-scroll-lock.js';

describe('the page scroll lock behind modal dialogs', () => {
  it('holds while any dialog holds it, and puts back what the page had', () => {
    const root = document.documentElement;
    root.style.overflow = 'clip';
    const first = lockPageScroll();
    expect(root.style.overflow).toBe('hidden');
    const second = lockPageScroll(); // a dialog opened from a dialog
    first();
    first(); // letting go twice counts once
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style.overflow).toBe('clip');
    root.style.overflow = '';
  });
});
