#!/usr/bin/env node
/**
 * `npm run pact:verify`: the host's provider verification, which with PACT_BROKER_BASE_URL set
 * also verifies the pacts the broker selects and publishes the results
 * (contracts/provider/rest-host.verify.test.ts). The commit and branch it publishes under are
 * passed on here.
 */
import { spawnSync } from 'node:child_process';
import { brokerOrExit, gitBranch, gitCommit, root } from './broker.mjs';

brokerOrExit("verifying the broker's pacts and publishing the results");
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'contracts/vitest.config.ts', '--project', 'provider'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PACT_PROVIDER_VERSION: gitCommit(), PACT_PROVIDER_BRANCH: gitBranch() },
  },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
