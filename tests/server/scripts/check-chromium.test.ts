import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumProblem, DEBIAN_CHROMIUM, NO_CHROMIUM } from '../../../scripts/check-chromium.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('the Chromium check before the browser journeys', () => {
  it('says in one line how to get a Chromium when there is none anywhere', () => {
    expect(chromiumProblem({ configured: undefined, playwrightsOwn: '/pw/chrome', exists: only() })).toBe(
      NO_CHROMIUM,
    );
    expect(NO_CHROMIUM).toContain('apt-get install chromium');
    expect(NO_CHROMIUM).toContain('npx playwright install chromium');
    expect(NO_CHROMIUM).not.toContain('\n');
  });

  it("passes with Debian's Chromium, as CI installs it, or with Playwright's own", () => {
    expect(
      chromiumProblem({ configured: undefined, playwrightsOwn: '', exists: only(DEBIAN_CHROMIUM) }),
    ).toBe(null);
    expect(
      chromiumProblem({ configured: undefined, playwrightsOwn: '/pw/chrome', exists: only('/pw/chrome') }),
    ).toBe(null);
  });

  it('names a PLAYWRIGHT_CHROMIUM_PATH that leads nowhere, even when another Chromium exists', () => {
    expect(
      chromiumProblem({ configured: '/opt/none', playwrightsOwn: '', exists: only(DEBIAN_CHROMIUM) }),
    ).toBe('No Chromium at PLAYWRIGHT_CHROMIUM_PATH=/opt/none: point it at a Chromium binary, or unset it.');
  });

  it('as a command: exits 1 with the one line on stderr, or 0 saying nothing', () => {
    const run = (path: string) => {
      try {
        const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-chromium.ts'], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: path },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        return { status: 0, output: stdout };
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { status: failed.status, output: failed.stderr };
      }
    };
    expect(run('/opt/no-chromium-here')).toEqual({
      status: 1,
      output:
        'No Chromium at PLAYWRIGHT_CHROMIUM_PATH=/opt/no-chromium-here: point it at a Chromium binary, or unset it.\n',
    });
    expect(run(process.execPath)).toEqual({ status: 0, output: '' });
  }, 30_000);
});
