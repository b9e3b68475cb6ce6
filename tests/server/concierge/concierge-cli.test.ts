import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_THROTTLE_MS, requestPasswordReset } from '../../../server/auth/password-reset.workflow.js';
import { runConciergeCommand } from '../../../server/concierge/concierge-cli.js';
import { parseConciergeArgs } from '../../../server/concierge/concierge-cli-args.js';
import { NOTES_ON_SERVICES_ONLY } from '../../../server/concierge/concierge-notes.js';
import { REPO_ROOT } from '../../../server/config.js';
import type { Database } from '../../../server/db/database.js';
import { openPgliteDatabase } from '../../../server/db/pglite-database.js';
import { tableMailOutbox } from '../../../server/mail/mail-outbox.js';
import { hashOpaqueToken } from '../../../server/payments/opaque-token.js';
import { utcDayOf } from '../../../src/core/shared/calendar-day.js';
import { addListingItem, addServiceItem, GUEST, makeTrip } from '../payments/payment-harness.js';
import { seededPgliteSnapshot } from '../support/seeded-pglite-snapshot.js';

const run = promisify(execFile);

/** `npm run concierge -- ...` as a child process on the PGlite folder: its exit code, stdout and stderr. */
const conciergeProcess = async (dataDir: string, ...args: string[]) => {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/concierge.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PUBLIC_APP_URL: 'https://app.keyhaven.test',
        },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/**
 * The same command run in this process on an open database, printed as scripts/concierge.ts
 * prints it. A child process costs a Node start and a PGlite open (about 6 s each); the
 * script's own wiring is proved once above, so the commands' behaviour is checked here.
 */
const conciergeOn = async (db: Database, ...args: string[]) => {
  const command = parseConciergeArgs(args);
  if (command.kind === 'help') throw new Error('help is printed by the script itself');
  const outcome = await runConciergeCommand(db, command, {
    now: new Date(),
    appUrl: 'https://app.keyhaven.test',
  });
  const text = outcome.lines.join('\n');
  return outcome.code === 0
    ? { code: 0, stdout: `${text}\n`, stderr: '' }
    : { code: outcome.code, stdout: '', stderr: `${text}\n` };
};

describe('the concierge command line', () => {
  describe('its arguments', () => {
    it('reads each command with its options', () => {
      expect(
        parseConciergeArgs(['confirm', 'abc123', '--reason', 'Owner said yes', '--as', 'c@x.test']),
      ).toEqual({
        kind: 'move',
        action: 'confirm',
        itemId: 'abc123',
        quote: {},
        reason: 'Owner said yes',
        as: 'c@x.test',
        json: false,
      });
      expect(
        parseConciergeArgs(['quote', 'i1', '--adjustment', '120:Chef travel', '--adjustment=-20']),
      ).toMatchObject({
        quote: {
          adjustments: [
            { adjustmentAmount: 120, adjustmentReason: 'Chef travel' },
            { adjustmentAmount: -20, adjustmentReason: null },
          ],
        },
      });
      expect(
        parseConciergeArgs([
          'quote',
          'i1',
          '--base-rate',
          '4000',
          '--fee',
          'Cleaning:300',
          '--taxes',
          '250.5',
        ]),
      ).toMatchObject({
        quote: {
          pricing: {
            totalBaseRate: 4000,
            pricingFees: [{ name: 'Cleaning', amount: 300 }],
            taxes: 250.5,
            securityDeposit: null,
          },
        },
      });
      expect(parseConciergeArgs(['card-token', '--email', 'g@x.test', '--json'])).toMatchObject({
        kind: 'card-token',
        email: 'g@x.test',
        itineraryId: null,
        json: true,
      });
      expect(parseConciergeArgs([])).toEqual({ kind: 'help' });
    });

    it('reads note with its text, and refuses a note without one or over the limit', () => {
      expect(
        parseConciergeArgs(['note', 'i1', '--text', 'Chef arrives at 5 PM', '--as', 'c@x.test']),
      ).toEqual({
        kind: 'note',
        itemId: 'i1',
        text: 'Chef arrives at 5 PM',
        as: 'c@x.test',
        json: false,
      });
      expect(() => parseConciergeArgs(['note', 'i1'])).toThrow('note needs --text');
      expect(() => parseConciergeArgs(['note', 'i1', '--text', '  '])).toThrow('note needs --text');
      expect(() => parseConciergeArgs(['note', 'i1', '--text', 'x'.repeat(2001)])).toThrow(
        '--text holds at most 2000 characters, got 2001',
      );
      expect(() => parseConciergeArgs(['note', '--text', 'hi'])).toThrow('note takes an item id, got 0');
      expect(() => parseConciergeArgs(['note', 'bad id!', '--text', 'hi'])).toThrow('is not an item id');
    });

    it('reads account-link with its purpose and an invitation', () => {
      expect(
        parseConciergeArgs([
          'account-link',
          '--email',
          'lead@x.test',
          '--purpose',
          'finalize-account',
          '--create',
          '--first-name',
          'Lea',
          '--last-name',
          'Lead',
        ]),
      ).toEqual({
        kind: 'account-link',
        email: 'lead@x.test',
        purpose: 'finalize-account',
        create: { firstName: 'Lea', lastName: 'Lead' },
        as: null,
        appUrl: null,
        json: false,
      });
      expect(parseConciergeArgs(['account-link', '--email', 'g@x.test', '--json'])).toEqual({
        kind: 'account-link',
        email: 'g@x.test',
        as: null,
        appUrl: null,
        json: true,
      });
    });

    it('reads outbox with the e-mail whose messages to show', () => {
      expect(parseConciergeArgs(['outbox', '--email', ' g@x.test '])).toEqual({
        kind: 'outbox',
        email: 'g@x.test',
        json: false,
      });
      expect(parseConciergeArgs(['outbox', '--email', 'g@x.test', '--json'])).toMatchObject({ json: true });
    });

    it.each([
      [['frobnicate'], 'Unknown command "frobnicate"'],
      [['confirm'], 'confirm takes an item id, got 0'],
      [['confirm', 'a', 'b'], 'confirm takes an item id, got 2'],
      [['cancel', 'a', '--adjustment', '5'], 'cancel takes no price: only quote does'],
      [['quote', 'a', '--adjustment', 'lots'], '--adjustment must be a number, got "lots"'],
      [['quote', 'a', '--fee', 'Cleaning:1'], '--base-rate is required to quote a home'],
      [['quote', 'a', '--base-rate=-5'], '--base-rate must be a number of 0 or more, got "-5"'],
      [['card-token'], 'card-token needs --email or --user-id (one of them)'],
      [['account-link'], 'account-link needs --email'],
      [['outbox'], 'outbox needs --email'],
      [['outbox', 'g@x.test'], 'outbox takes no argument, got 1'],
      [['account-link', '--email', 'a@b.co', '--purpose', 'reset'], '--purpose must be one of'],
      [['account-link', '--email', 'a@b.co', '--create'], '--create needs --first-name and --last-name'],
      [
        ['account-link', '--email', 'a@b.co', '--first-name', 'A'],
        '--first-name and --last-name go with --create',
      ],
      [['items', '--status', 'lost'], '--status must be one of'],
      [['confirm', 'a', '--colour', 'red'], "Unknown option '--colour'"],
    ])('refuses %j', (argv, message) => {
      expect(() => parseConciergeArgs(argv)).toThrow(message);
    });
  });

  describe('run on a PGlite folder', () => {
    let dataDir: string;
    let db: Database;
    let items: { quote: string; confirm: string; home: string; draft: string };
    let itineraryId: string;
    const concierge = (...args: string[]) => conciergeOn(db, ...args);

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'keyhaven-concierge-'));
      const seeded = await openPgliteDatabase({
        dataDir,
        snapshot: await seededPgliteSnapshot(utcDayOf(new Date())),
      });
      const { rows } = await seeded.query<{ id: string }>('select id from users where email = $1', [
        GUEST.email,
      ]);
      const trip = await makeTrip(seeded, rows[0]?.id as string);
      itineraryId = trip.itineraryId;
      items = {
        quote: await addServiceItem(seeded, trip, 'in_progress'),
        confirm: await addServiceItem(seeded, trip, 'approved'),
        home: await addListingItem(seeded, trip, 'approved', { reserved: true }),
        draft: await addServiceItem(seeded, trip, 'draft'),
      };
      await seeded.close();
    }, 120_000);
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('as a child process: prints its usage (exit 0), refuses a mistake (exit 2) and a move the status does not allow (exit 1)', async () => {
      const help = await conciergeProcess(dataDir, '--help');
      expect([help.code, help.stdout]).toEqual([0, expect.stringContaining('Usage: npm run concierge')]);
      const wrong = await conciergeProcess(dataDir, 'confirm');
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('confirm takes an item id, got 0');
      // This one opens the folder, migrates it and lets go of it again.
      const refused = await conciergeProcess(dataDir, 'confirm', items.draft);
      expect([refused.code, refused.stderr.trim()]).toEqual([
        1,
        'This item is a draft: you cannot confirm it now.',
      ]);
    }, 120_000);

    // The commands' behaviour, in this process on the same folder once the script has let go.
    describe('in process', () => {
      beforeAll(async () => {
        db = await openPgliteDatabase({ dataDir });
      }, 60_000);
      afterAll(() => db?.close());

      it('does the concierge moves, refuses one the status does not allow (exit 1), and issues card tokens', async () => {
        const listed = await concierge('items');
        expect(listed.code).toBe(0);
        for (const id of [items.quote, items.confirm, items.home]) expect(listed.stdout).toContain(id);
        expect(listed.stdout).not.toContain(items.draft);

        const quoted = await concierge(
          'quote',
          items.quote,
          '--adjustment',
          '95:Late dinner',
          '--as',
          'concierge@keyhaven.test',
        );
        expect([quoted.code, quoted.stdout.trim()]).toEqual([
          0,
          `ItineraryItem ${items.quote} on trip ${itineraryId}: in_progress -> quoted`,
        ]);
        const confirmed = await concierge('confirm', items.confirm, '--json');
        expect(JSON.parse(confirmed.stdout)).toMatchObject({ itemId: items.confirm, status: 'booked' });
        const canceled = await concierge('cancel', items.home, '--reason', 'Owner sold the home');
        expect(canceled.code).toBe(0);

        const refused = await concierge('confirm', items.draft);
        expect([refused.code, refused.stderr.trim()]).toEqual([
          1,
          'This item is a draft: you cannot confirm it now.',
        ]);
        const unknown = await concierge('cancel', 'no-such-item');
        expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'Itinerary item not found']);
        const notConcierge = await concierge('cancel', items.quote, '--as', GUEST.email);
        expect(notConcierge.code).toBe(1);

        const token = await concierge(
          'card-token',
          '--email',
          GUEST.email,
          '--itinerary',
          itineraryId,
          '--json',
        );
        expect(token.code).toBe(0);
        const issued = JSON.parse(token.stdout) as { token: string; url: string };
        expect(issued.url).toBe(`https://app.keyhaven.test/card-addition?token=${issued.token}`);

        // What the commands did, read back from the same database.
        const status = async (table: string, id: string) =>
          (await db.query<{ status: string }>(`select status from ${table} where id = $1`, [id])).rows[0]
            ?.status;
        expect(await status('itinerary_items', items.quote)).toBe('quoted');
        expect(await status('itinerary_items', items.confirm)).toBe('booked');
        expect(await status('itinerary_listing_items', items.home)).toBe('canceled');
        expect(await status('itinerary_items', items.draft)).toBe('draft');
        const nights = await db.query('select 1 from listing_unavailable_ranges where listing_item_id = $1', [
          items.home,
        ]);
        expect(nights.rows).toEqual([]);
        const history = await db.query<{ actor: string | null; reason: string | null }>(
          `select u.email as actor, e.reason from item_status_events e left join users u on u.id = e.actor_user_id
            where e.item_id = any($1::text[]) order by e.item_id`,
          [[items.quote, items.home].sort()],
        );
        expect(history.rows).toHaveLength(2);
        expect(history.rows).toContainEqual({ actor: 'concierge@keyhaven.test', reason: null });
        expect(history.rows).toContainEqual({ actor: null, reason: 'Owner sold the home' });
        const tokens = await db.query('select itinerary_id from card_tokens where token_hash = $1', [
          hashOpaqueToken(issued.token),
        ]);
        expect(tokens.rows).toEqual([{ itinerary_id: itineraryId }]);
      }, 60_000);

      it('writes notes on a service item for the guest, and refuses them on a home (exit 1)', async () => {
        const noted = await concierge('note', items.draft, '--text', 'The chef brings her own knives.');
        expect([noted.code, noted.stdout.trim()]).toEqual([
          0,
          `Notes on item ${items.draft} of trip ${itineraryId}: The chef brings her own knives.`,
        ]);
        const home = await concierge('note', items.home, '--text', 'Hot tub serviced.');
        expect([home.code, home.stderr.trim()]).toEqual([1, NOTES_ON_SERVICES_ONLY]);
        const { rows } = await db.query<{ notes_from_concierge: string }>(
          'select notes_from_concierge from itinerary_items where id = $1',
          [items.draft],
        );
        expect(rows).toEqual([{ notes_from_concierge: 'The chef brings her own knives.' }]);
        const feed = await db.query<{ message: string }>(
          'select message from case_feed_entries where itinerary_id = $1 and message like $2',
          [itineraryId, 'Note on %'],
        );
        expect(feed.rows.map((row) => row.message)).toEqual([
          expect.stringContaining('The chef brings her own knives.'),
        ]);
      }, 60_000);

      it('issues account links: invites a lead, sets a password for an account, refuses an unknown e-mail (exit 1)', async () => {
        const invited = await concierge(
          'account-link',
          '--email',
          'lead.cli@keyhaven.test',
          '--create',
          '--first-name',
          'Lea',
          '--last-name',
          'Lead',
          '--json',
        );
        expect(invited.code).toBe(0);
        const link = JSON.parse(invited.stdout) as {
          token: string;
          url: string;
          purpose: string;
          created: boolean;
        };
        expect(link).toMatchObject({ purpose: 'finalize-account', created: true });
        expect(link.url).toBe(
          `https://app.keyhaven.test/sso/finalize-account?email=lead.cli%40keyhaven.test&token=${link.token}`,
        );
        const reset = await concierge('account-link', '--email', GUEST.email);
        expect(reset.code).toBe(0);
        expect(reset.stdout).toContain(`Account link for ${GUEST.email} (set-password), valid until`);
        expect(reset.stdout).toContain(
          'https://app.keyhaven.test/sso/set-password/?email=guest%40keyhaven.test&token=',
        );
        const unknown = await concierge('account-link', '--email', 'nobody@keyhaven.test');
        expect([unknown.code, unknown.stderr.trim()]).toEqual([
          1,
          'No account has this e-mail: give a first and last name to invite it',
        ]);
      }, 120_000);

      it("shows a guest's messages in the outbox: the reset link the guest asked for", async () => {
        const email = 'forgetful.cli@keyhaven.test';
        await concierge(
          'account-link',
          '--email',
          email,
          '--create',
          '--first-name',
          'Fay',
          '--last-name',
          'F',
        );
        // Past the throttle of the link just issued.
        const now = new Date(Date.now() + RESET_THROTTLE_MS);
        const request = { email, now, portalUrl: 'https://app.keyhaven.test', productName: 'Keyhaven' };
        await requestPasswordReset(db, tableMailOutbox, request);
        const shown = await concierge('outbox', '--email', email.toUpperCase());
        expect(shown.code).toBe(0);
        const lines = shown.stdout.split('\n');
        expect(lines[0]).toBe(`${now.toISOString()}  to ${email}: Keyhaven: finish your account`);
        expect(lines).toContainEqual(
          expect.stringMatching(
            /^ {2}https:\/\/app\.keyhaven\.test\/sso\/finalize-account\?email=forgetful\.cli%40keyhaven\.test&token=[\w-]{43}$/,
          ),
        );
        const json = JSON.parse((await concierge('outbox', '--email', email, '--json')).stdout);
        expect(json).toEqual([
          {
            to: email,
            subject: 'Keyhaven: finish your account',
            text: expect.any(String),
            createdAt: now.toISOString(),
          },
        ]);
        const none = await concierge('outbox', '--email', 'nobody@keyhaven.test');
        expect([none.code, none.stdout.trim()]).toEqual([0, 'No messages to nobody@keyhaven.test.']);
      }, 60_000);
    });
  });
});
