import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DAY_MS = 86_400_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface PackResult {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly { readonly path: string }[];
}

let folder = '';
let packed: PackResult;

/** Runs an example with plain node (no tsx) in the fresh folder, where it imports the installed package. */
const run = (example: string): string[] =>
  execFileSync(process.execPath, [`${example}.mjs`], { cwd: folder, encoding: 'utf8', timeout: 60_000 })
    .trim()
    .split('\n');

const daysFromToday = (isoDate: string): number =>
  Math.round((Date.parse(isoDate) - Date.parse(new Date().toISOString().slice(0, 10))) / DAY_MS);

/** The ```js blocks of a markdown file, from the first one after `after` when given. */
const readmeSnippets = (file: string, after?: string): string[] => {
  const text = readFileSync(join(root, file), 'utf8');
  const from = after ? text.indexOf(after) : 0;
  if (from < 0) throw new Error(`${file} has no "${after}"`);
  const blocks = [...text.slice(from).matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return after ? blocks.slice(0, 1) : blocks;
};

/**
 * Installs the tarball and fp-ts into `folder` with `npm ci --offline`: the lockfile it writes
 * pins each package the core needs to the version and integrity of this repository's own
 * lockfile, so npm takes them from its cache and asks no registry (a name alone would need the
 * registry's package listing, which an install from a lockfile never caches).
 */
const installOffline = (folder: string, tarball: string): void => {
  const repositoryLock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  const { name: _name, ...core } = repositoryLock['packages/core'];
  const fromRepository = (name: string) => ({
    [`node_modules/${name}`]: repositoryLock[`node_modules/${name}`],
  });
  const dependencies = {
    '@keyhaven/core': `file:${tarball}`,
    'fp-ts': repositoryLock['node_modules/fp-ts'].version,
  };
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'core-user', private: true, type: 'module', dependencies }),
  );
  writeFileSync(
    join(folder, 'package-lock.json'),
    JSON.stringify({
      name: 'core-user',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'core-user', dependencies },
        'node_modules/@keyhaven/core': { ...core, resolved: `file:${tarball}` },
        ...fromRepository('fp-ts'),
        ...fromRepository('io-ts'),
        ...fromRepository('dayjs'),
      },
    }),
  );
  execFileSync(npm, ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 240_000,
  });
};

/**
 * The core as a library user receives it (README.md#headless, packages/core): `npm pack` of
 * @keyhaven/core (its prepack builds dist/), the tarball installed into a fresh folder offline
 * from the npm cache with nothing of this repository around it, then each example of
 * examples/headless run there by plain node and a strict TypeScript check against its types.
 */
// Each example is a plain `node` start (a second or more on a loaded machine), beyond the default 5 s.
describe('the packed core, installed in a fresh folder', { timeout: 60_000 }, () => {
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'keyhaven-core-user-'));
    const output = execFileSync(
      npm,
      ['pack', '--workspace', '@keyhaven/core', '--pack-destination', folder, '--json', '--silent'],
      { cwd: root, encoding: 'utf8', timeout: 240_000 },
    );
    const [result] = JSON.parse(output.slice(output.indexOf('['))) as PackResult[];
    if (!result) throw new Error(`npm pack answered no tarball: ${output}`);
    packed = result;
    installOffline(folder, packed.filename);
    for (const example of readdirSync(join(root, 'examples/headless'))) {
      cpSync(join(root, 'examples/headless', example), join(folder, example));
    }
    console.log(
      `@keyhaven/core tarball: ${(packed.size / 1024).toFixed(1)} kB, ${packed.entryCount} files (${(packed.unpackedSize / 1024).toFixed(0)} kB unpacked)`,
    );
  }, 300_000);

  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('holds its build, types, README and licence, and nothing of the app, host or tests', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('dist/core/index.js');
    expect(paths).toContain('dist/core/index.d.ts');
    expect(paths).toContain('dist/composition-root/headless-entry.js');
    expect(paths).toContain('dist/composition-root/headless-entry.d.ts');
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE']));
    const outside = paths.filter(
      (path) => !path.startsWith('dist/') && !['package.json', 'README.md', 'LICENSE'].includes(path),
    );
    expect(outside).toEqual([]);
    expect(paths.filter((path) => /(^|\/)(ui|server|tests?|e2e|contracts)\//.test(path))).toEqual([]);
  });

  it('installs only what its built code imports: io-ts, dayjs and the fp-ts the user brings', () => {
    const installed = readdirSync(join(folder, 'node_modules')).filter((name) => !name.startsWith('.'));
    expect(installed.sort()).toEqual(['@keyhaven', 'dayjs', 'fp-ts', 'io-ts']);
    const manifest = JSON.parse(
      readFileSync(join(folder, 'node_modules/@keyhaven/core/package.json'), 'utf8'),
    );
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.license).toBe('MIT');
    expect(manifest.peerDependencies).toEqual({ 'fp-ts': '^2.16.0' });
    expect(Object.keys(manifest.exports)).toEqual(['.', './headless', './package.json']);
  });

  it("type-checks strictly against its declarations: a TypeScript user's calls and both READMEs' snippets", () => {
    writeFileSync(
      join(folder, 'check.ts'),
      `import * as E from 'fp-ts/lib/Either.js';
import { cents, formatUsd, type ItemStatus, priceTotal, statusLabel } from '@keyhaven/core';
import { headlessUseCases, memoryPorts, restPorts } from '@keyhaven/core/headless';

const ports = memoryPorts({
  gateways: { promoCodeGateway: { validatePromoCode: async () => E.right({ isError: false }) } },
});
const core = headlessUseCases(ports);
const live = headlessUseCases(restPorts({ config: { apiBaseUrl: 'http://localhost:3000/api', authBaseUrl: 'http://localhost:3000/auth' } }));
const status: ItemStatus = 'quoted';
const label: string = statusLabel(status) ?? '';
const total = priceTotal({ subtotal: cents(90_000), adjustments: [], promos: [], coordinationFeePercent: 0, hasPlusCost: false });
const shown: string = formatUsd(total, { withCents: true });
export const checked = [core.validatePromoCode, live.searchListings];
export { label, shown };
`,
    );
    const snippets = [
      ...readmeSnippets('packages/core/README.md'),
      ...readmeSnippets('README.md', '**The built library.**'),
      ...readmeSnippets('README.md', '**Signed in, against a running host.**'),
    ];
    expect(snippets.length).toBeGreaterThanOrEqual(3);
    for (const [index, snippet] of snippets.entries())
      writeFileSync(join(folder, `readme-${index}.mjs`), snippet);
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          allowJs: true,
          checkJs: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          types: [],
          skipLibCheck: false,
          noUncheckedIndexedAccess: true,
        },
        files: ['check.ts', ...snippets.map((_, index) => `readme-${index}.mjs`)],
      }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const check = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect({ status: check.status, errors: check.stdout.trim() }).toEqual({ status: 0, errors: '' });
  }, 120_000);

  it("runs the package README's snippet with plain node", () => {
    const [snippet] = readmeSnippets('packages/core/README.md');
    writeFileSync(join(folder, 'readme-run.mjs'), snippet ?? '');
    expect(run('readme-run')).toEqual(['$940.00', 'SKI10 accepted']);
  });

  it('search: the homes of a destination a month from now, each priced all-in', () => {
    const lines = run('search');
    const [, from, to] = lines[0]?.match(/^2 homes in Aspen, (\S+) to (\S+), 2 adults$/) ?? [];
    expect(daysFromToday(from ?? '')).toBe(30);
    expect(daysFromToday(to ?? '')).toBe(37);
    // 7 nights at $850 + $300 cleaning + 11% taxes on the nights; at $1,200 + $450 likewise.
    expect(lines.slice(1, 3)).toEqual([
      'Aspen Ridge Chalet: $6,905 all-in',
      'Maroon Bells Lodge: $9,774 all-in',
    ]);
    expect(lines[3]).toBe(
      'Calls the host would have had: listingCatalogGateway.searchListings, listingGateway.instantPricing, listingGateway.instantPricing',
    );
  });

  it("price breakdown: a home's lines in the listing total's order, adding up to its total", () => {
    const lines = run('price-breakdown');
    expect(lines[0]).toMatch(/^Stay \S+ to \S+: 5 nights at \$850\.00 a night \(exact price\)$/);
    expect(daysFromToday(lines[0]?.split(' ')[1] ?? '')).toBe(45);
    expect(lines.slice(1)).toEqual([
      '  Base rate for 5 nights: $4,250.00',
      '  Cleaning: $300.00',
      '  Ski valet: $125.00',
      '  Returning guest credit: -$200.00',
      '  Promo code SKI10: -$447.50',
      '  Taxes: $467.50',
      '  Refundable security deposit: $1,000.00',
      'Total: $5,495.00',
      'Lines add up to the total: true',
    ]);
  });

  it("promo code: refusals show the host's words; an accepted code takes 10% off", () => {
    expect(run('promo-code')).toEqual([
      'SUMMER23: refused, the field shows "This promo code has expired."',
      'NOPE: refused, the field shows "This promo code is not valid."',
      'SKI10: accepted (10% off), $900.00 becomes $810.00',
      'Codes the host checked: SUMMER23, NOPE, SKI10',
    ]);
  });

  it('booking state: saved, read back after a reload, a bad value dropped, then cleared', () => {
    const lines = run('booking-state');
    expect(lines[0]).toBe('Saved: 4 keys in storage');
    expect(lines[1]).toBe('Card without a signed-in guest: Failed to save booking state');
    expect(lines[2]).toMatch(
      /^After a reload: starts (\S+)T18:00:00\.000Z, 4 adults, promo SKI10, card card_visa_4242$/,
    );
    expect(daysFromToday(lines[2]?.split(' ')[4]?.slice(0, 10) ?? '')).toBe(14);
    expect(lines.slice(3)).toEqual([
      'The screen holds the same: true',
      'A hand-edited count reads as: null',
      'Cleared: 0 keys left, errors reported: 0',
    ]);
  });

  it('card token: each status its screen; the form checked; the card added once', () => {
    expect(run('card-token')).toEqual([
      'ct_old: expired screen, "Token Expired"',
      'ct_done: used screen, "Token Used"',
      'ct_unknown: invalid screen, "Token Invalid"',
      'ct_fresh: form screen',
      'Billing form refused: Please correct the billing details. (cardNumber, expirationDate, securityCode, zipCode)',
      'Card added: Thank you. You have successfully added a card to your account',
      'ct_fresh afterwards: used screen; the host kept tok_81611_4242',
    ]);
  });

  it("price request: the home goes on a trip, requested; taken dates are refused in the host's words", () => {
    const lines = run('price-request');
    expect(lines[0]).toMatch(
      /^first: Maroon Bells Lodge (\S+) to (\S+) on trip "Aspen in the snow", status in_progress \("Price Requested"\)$/,
    );
    expect(daysFromToday(lines[0]?.split(' ')[4] ?? '')).toBe(60);
    expect(lines.slice(1)).toEqual([
      'first: outcome requested: Your request has been received! Details will be sent to the email address provided.',
      'second: refused (409) These dates are no longer available.',
      'Errors reported: 0',
    ]);
  });
});
