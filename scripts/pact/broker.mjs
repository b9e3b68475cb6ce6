/**
 * What the Pact Broker scripts share (contracts/README.md, "Pact Broker"): whether a broker is
 * configured, the git commit and branch that name versions, and the official Pact CLI, run
 * through npx because it is no dependency of this repository (a build without a broker never
 * downloads it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const CONSUMER = 'keyhaven-guest-app';
export const PROVIDER = 'keyhaven-rest-host';
const PACT_CLI = '@pact-foundation/pact-cli@18';

/** The broker's URL, or, with none configured, a plain message and a successful exit. */
export const brokerOrExit = (what) => {
  const url = process.env.PACT_BROKER_BASE_URL?.trim();
  if (url) return url;
  console.log(
    `No Pact Broker configured (PACT_BROKER_BASE_URL is not set): ${what} skipped. See contracts/README.md, "Pact Broker".`,
  );
  process.exit(0);
};

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The version a build publishes under: its commit. */
export const gitCommit = () => git('rev-parse', 'HEAD');

/** The branch; CI systems that check out a detached commit name it in GIT_BRANCH. */
export const gitBranch = () => process.env.GIT_BRANCH?.trim() || git('rev-parse', '--abbrev-ref', 'HEAD');

/** Runs `pact-broker <args>` of the official Pact CLI and exits with its status. */
export const runPactBroker = (args) => {
  const result = spawnSync('npx', ['--yes', '--package', PACT_CLI, 'pact-broker', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
};
