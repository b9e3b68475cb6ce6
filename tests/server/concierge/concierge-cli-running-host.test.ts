import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleJson, visibleText } from '../../../server/concierge/visible-text.js';
import { REPO_ROOT } from '../../../server/config.js';
import { DataDirBusyError, holdDataDir, lockFileOf } from '../../../server/db/data-dir-lock.js';
import { openPgliteDatabase } from '../../../server/db/pglite-database.js';
import { utcDayOf } from '../../../src/core/shared/calendar-day.js';
import { addServiceItem, GUEST, makeTrip } from '../payments/payment-harness.js';
import { seededPgliteSnapshot } from '../support/seeded-pglite-snapshot.js';

/**
 * Issue 25, finding 7: the concierge CLI on an embedded database a running host holds refuses
 * (exit 1, one clear message) instead of printing success for work the host then overwrites;
 * and guests' own words reach the concierge's terminal with their control characters visible.
 */
const run = promisify(execFile);
const HOST_PORT = 3401;
const HOSTILE_TRIP_NAME = 'Ski\u001b[2J\u001b[HAll clear\rtrip\u0007\u009b31m\u202e';

const concierge = async (dataDir: string, ...args: string[]) => {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/concierge.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/** Polls the host's health until it answers, bounded; no fixed sleep stands in for it. */
const waitForHealth = async (host: ChildProcess, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (host.exitCode !== null) throw new Error(`the host exited with ${host.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${HOST_PORT}/api/health`);
      if (answer.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the host did not answer its health check');
};

describe('printing untrusted text', () => {
  it('shows escape, bell, carriage return, C1 and bidirectional characters as escapes', () => {
    expect(visibleText(HOSTILE_TRIP_NAME)).toBe('Ski\\x1b[2J\\x1b[HAll clear\\x0dtrip\\x07\\x9b31m\\u202e');
    expect(visibleText('Line one\nLine two')).toBe('Line one\\x0aLine two');
    expect(visibleText('Zoë’s chalet — 2 nights')).toBe('Zoë’s chalet — 2 nights');
  });

  it('keeps JSON valid and its layout, with nothing a terminal acts on', () => {
    const json = visibleJson(JSON.stringify({ trip: HOSTILE_TRIP_NAME }, null, 2));
    expect(JSON.parse(json)).toEqual({ trip: HOSTILE_TRIP_NAME });
    expect(json).toContain('\n');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
    expect(json.replaceAll('\n', '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  });
});

describe('one holder for an embedded data folder', () => {
  it('refuses a second holder while the first runs, and takes over a lock its process left behind', async () => {
    const folder = join(await mkdtemp(join(tmpdir(), 'keyhaven-lock-')), 'pglite');
    const release = holdDataDir(folder, 'a running Keyhaven host');
    expect(() => holdDataDir(folder, 'the concierge CLI')).toThrow(DataDirBusyError);
    release();
    expect(existsSync(lockFileOf(folder))).toBe(false);
    // A process id no process has: a host killed with -9 left this behind.
    await writeFile(lockFileOf(folder), JSON.stringify({ pid: 2 ** 22 + 17, who: 'a host' }));
    const again = holdDataDir(folder, 'the concierge CLI');
    again();
  });
});

describe('the concierge CLI beside a running embedded host', () => {
  let dataDir: string;
  let itemId: string;
  let host: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'keyhaven-cli-host-'));
    const db = await openPgliteDatabase({
      dataDir,
      snapshot: await seededPgliteSnapshot(utcDayOf(new Date())),
    });
    const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [GUEST.email]);
    const trip = await makeTrip(db, rows[0]?.id as string);
    await db.query('update itineraries set name = $1 where id = $2', [HOSTILE_TRIP_NAME, trip.itineraryId]);
    itemId = await addServiceItem(db, trip, 'in_progress');
    await db.close();
  }, 120_000);

  afterAll(async () => {
    if (host && host.exitCode === null) host.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(lockFileOf(dataDir), { force: true });
  });

  it('refuses to write while the host runs (exit 1), then writes once it has stopped', async () => {
    host = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(HOST_PORT),
        HOST: '127.0.0.1',
        SERVE_STATIC: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitForHealth(host, 90_000);

    const refused = await concierge(dataDir, 'note', itemId, '--text', 'The chef brings her knives.');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`held by a running Keyhaven host (process ${host.pid})`);
    expect(refused.stdout).toBe('');

    const exited = new Promise((resolve) => host?.once('exit', resolve));
    host.kill('SIGTERM');
    await exited;

    const noted = await concierge(dataDir, 'note', itemId, '--text', 'The chef brings her knives.');
    expect(noted.code).toBe(0);
    const listed = await concierge(dataDir, 'items', '--status', 'in_progress');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('Ski\\x1b[2J\\x1b[HAll clear\\x0dtrip\\x07\\x9b31m\\u202e');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
    expect(listed.stdout.replaceAll('\n', '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  }, 180_000);
});
