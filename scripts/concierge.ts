import { runConciergeCommand } from '../server/concierge/concierge-cli.js';
import {
  type ConciergeCommand,
  parseConciergeArgs,
  UsageError,
} from '../server/concierge/concierge-cli-args.js';
import { CONCIERGE_USAGE } from '../server/concierge/concierge-cli-usage.js';
import { readRuntimeSettings } from '../server/config.js';
import { DataDirBusyError, holdDataDir } from '../server/db/data-dir-lock.js';
import type { Database } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open-database.js';

/**
 * `npm run concierge -- <command>`: the concierge's work from the command line, against the
 * database the server uses (DATABASE_URL, or the PGlite folder DATA_DIR). --help lists the
 * commands; the exit code says how it went (0 done, 1 refused, 2 bad usage, 3 failure).
 * On the embedded database it first takes the data folder: a running host holds it, and what
 * the CLI wrote there would be lost, so the command is refused (exit 1) instead.
 */
let command: ConciergeCommand;
try {
  command = parseConciergeArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${CONCIERGE_USAGE}`);
  process.exit(2);
}
if (command.kind === 'help') {
  console.log(CONCIERGE_USAGE);
  process.exit(0);
}

const settings = readRuntimeSettings(process.env);
let db: Database | undefined;
let code = 3;
let release = () => {};
try {
  if (!settings.databaseUrl) release = holdDataDir(settings.dataDir, 'the concierge CLI');
} catch (error) {
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(
    `${error.message}\nThe concierge command was not run. On a host that must stay up, use PostgreSQL (DATABASE_URL): then the CLI and the host share it safely.`,
  );
  process.exit(1);
}
try {
  db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  await migrate(db);
  const outcome = await runConciergeCommand(db, command, {
    now: new Date(),
    appUrl: process.env.PUBLIC_APP_URL || `http://localhost:${settings.port}`,
  });
  (outcome.code === 0 ? console.log : console.error)(outcome.lines.join('\n'));
  code = outcome.code;
} catch (error) {
  const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
  console.error(`The concierge command failed on ${where}: ${(error as Error).message}`);
} finally {
  // PGlite writes its folder on close: close before exiting.
  await db?.close().catch(() => {});
  release();
}
process.exit(code);
