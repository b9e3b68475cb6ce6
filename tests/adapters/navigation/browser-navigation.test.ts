import { describe, expect, it } from 'vitest';
import {
  BrowserNavigation,
  type NavigationWindow,
} from '../../../src/adapters/navigation/browser-navigation.js';
import { RecordingNavigation } from '../../../src/adapters/navigation/recording-navigation.js';

const fakeWindow = () => {
  const calls: unknown[][] = [];
  const win: NavigationWindow = {
    location: { replace: (url: string | URL) => void calls.push(['replace', String(url)]) },
    open: (...args: unknown[]) => {
      calls.push(['open', ...args]);
      return null;
    },
  };
  return { win, calls };
};

describe('BrowserNavigation', () => {
  it('leaves the app by replacing the page, so Back does not bounce the guest out again', () => {
    const { win, calls } = fakeWindow();
    new BrowserNavigation(win).leaveFor('/main-site/destinations/aspen?utm_source=mail');
    expect(calls).toEqual([['replace', '/main-site/destinations/aspen?utm_source=mail']]);
  });

  it('opens external pages in a new tab without giving them window.opener', () => {
    const { win, calls } = fakeWindow();
    new BrowserNavigation(win).openInNewTab('https://partners.example.test/travel-agents');
    expect(calls).toEqual([['open', 'https://partners.example.test/travel-agents', '_blank', 'noopener']]);
  });
});

describe('RecordingNavigation', () => {
  it('records instead of going', () => {
    const navigation = new RecordingNavigation();
    navigation.leaveFor('/sso/login');
    navigation.openInNewTab('/listings');
    expect(navigation.visits).toEqual([
      { how: 'leave', url: '/sso/login' },
      { how: 'new-tab', url: '/listings' },
    ]);
  });
});
