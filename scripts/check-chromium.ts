/**
 * Runs before the browser journeys (npm run test:e2e, the last step of npm test): without a
 * Chromium the suite would fail deep inside Playwright, so say in one line how to get one.
 * It looks where playwright.config.ts looks: PLAYWRIGHT_CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, then the Chromium Playwright downloaded itself.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const NO_CHROMIUM =
  'The browser journeys need Chromium and none was found: `sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`, or set PLAYWRIGHT_CHROMIUM_PATH to one.';

export interface ChromiumPlaces {
  /** PLAYWRIGHT_CHROMIUM_PATH, when set. */
  readonly configured: string | undefined;
  /** Where Playwright keeps the Chromium it downloads (empty when it cannot say). */
  readonly playwrightsOwn: string;
  readonly exists: (path: string) => boolean;
}

/** What stops the journeys from finding a Chromium, in one line, or null when one is there. */
export const chromiumProblem = ({ configured, playwrightsOwn, exists }: ChromiumPlaces): string | null => {
  if (configured) {
    return exists(configured)
      ? null
      : `No Chromium at PLAYWRIGHT_CHROMIUM_PATH=${configured}: point it at a Chromium binary, or unset it.`;
  }
  if (exists(DEBIAN_CHROMIUM) || (playwrightsOwn !== '' && exists(playwrightsOwn))) return null;
  return NO_CHROMIUM;
};

const playwrightsOwnChromium = (): string => {
  try {
    return chromium.executablePath();
  } catch {
    return '';
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = chromiumProblem({
    configured: process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined,
    playwrightsOwn: playwrightsOwnChromium(),
    exists: existsSync,
  });
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  }
}
