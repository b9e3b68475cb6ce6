/**
 * What the Pact Broker scripts share (contracts/README.md, "Pact Broker"): whether a broker is
 * configured, the git commit and branch that name versions, and the official Pact CLI, run
 * through npx because it is no dependency of this repository (a build without a broker never
 * downloads it).
 *
 * The scripts fail closed: a deploy gate or a verification whose broker secret went missing must
 * stop the pipeline, not pass it. `--dry-run` says what a script would do and exits 0.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const CONSUMER = 'keyhaven-guest-app';
export const PROVIDER = 'keyhaven-rest-host';
const PACT_CLI = '@pact-foundation/pact-cli@18';

/** The flags a script was given (`--dry-run`, `--local`), and its other arguments. */
export const scriptArgs = (argv = process.argv.slice(2)) => ({
  dryRun: argv.includes('--dry-run'),
  local: argv.includes('--local'),
  rest: argv.filter((arg) => !arg.startsWith('--')),
});

/**
 * The broker's URL and whether it has credentials. A URL without a token or a user and password
 * is as missing as no URL: the broker would refuse the call after the CLI's download.
 */
export const brokerSettings = (env = process.env) => {
  const url = env.PACT_BROKER_BASE_URL?.trim() || '';
  const token = Boolean(env.PACT_BROKER_TOKEN?.trim());
  const basic = Boolean(env.PACT_BROKER_USERNAME?.trim() && env.PACT_BROKER_PASSWORD?.trim());
  const missing = !url
    ? 'PACT_BROKER_BASE_URL is not set'
    : !token && !basic
      ? 'neither PACT_BROKER_TOKEN nor PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD are set'
      : undefined;
  return { url, missing };
};

/**
 * The broker's URL, or one line naming what is missing and exit status 1. With `--dry-run` and
 * no broker the script goes on to say what it would do, against a placeholder URL.
 */
export const brokerOrFail = (what, { dryRun = false } = {}) => {
  const { url, missing } = brokerSettings();
  if (!missing) return url;
  if (dryRun) return url || '<PACT_BROKER_BASE_URL>';
  console.error(`${what} needs a Pact Broker: ${missing} (contracts/README.md, "Pact Broker").`);
  process.exit(1);
};

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The version a build publishes under: its commit. */
export const gitCommit = () => git('rev-parse', 'HEAD');

/** The branch; CI systems that check out a detached commit name it in GIT_BRANCH. */
export const gitBranch = () => process.env.GIT_BRANCH?.trim() || git('rev-parse', '--abbrev-ref', 'HEAD');

/**
 * Runs `pact-broker <args>` of the official Pact CLI and exits with its status; with `dryRun`,
 * prints the command instead and exits 0.
 */
export const runPactBroker = (args, { dryRun = false } = {}) => {
  const command = ['npx', '--yes', '--package', PACT_CLI, 'pact-broker', ...args];
  if (dryRun) {
    console.log(`dry run: would run ${command.join(' ')}`);
    process.exit(0);
  }
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
};
