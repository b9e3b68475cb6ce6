#!/usr/bin/env node
/**
 * `npm run pact:verify`: the host's provider verification of the pacts the broker selects, with
 * the results published (contracts/provider/rest-host.verify.test.ts). The commit and branch it
 * publishes under are passed on here. Without a broker it fails rather than verify nothing;
 * `-- --local` verifies the committed pact file alone and publishes nothing, and `-- --dry-run`
 * says what would run.
 */
import { spawnSync } from 'node:child_process';
import { brokerOrFail, gitBranch, gitCommit, root, scriptArgs } from './broker.mjs';

const { dryRun, local } = scriptArgs();
if (!local) brokerOrFail("Verifying the broker's pacts and publishing the results", { dryRun });
const command = ['npx', 'vitest', 'run', '--config', 'contracts/vitest.config.ts', '--project', 'provider'];
// The verification test reads the broker from the environment; --local must not reach one.
const env = local
  ? { ...process.env, PACT_BROKER_BASE_URL: '' }
  : { ...process.env, PACT_PROVIDER_VERSION: gitCommit(), PACT_PROVIDER_BRANCH: gitBranch() };
if (dryRun) {
  console.log(
    `dry run: would run ${command.join(' ')} ${local ? 'against contracts/pacts/ alone' : 'against the broker, publishing the results'}`,
  );
  process.exit(0);
}
const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
