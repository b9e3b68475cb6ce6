#!/usr/bin/env node
/**
 * `npm run pact:can-i-deploy -- <environment>`: may this commit of the guest app go to that
 * environment, given what the broker knows of the hosts deployed there? Fails the build when
 * the broker says no, and when no broker is configured: a deploy gate never passes by default.
 */
import { brokerOrFail, CONSUMER, gitCommit, runPactBroker, scriptArgs } from './broker.mjs';

const { dryRun, rest } = scriptArgs();
const environment = rest[0];
if (!environment) {
  console.error('Name the environment to deploy to: npm run pact:can-i-deploy -- production');
  process.exit(2);
}
const broker = brokerOrFail(`The can-i-deploy check for ${environment}`, { dryRun });
runPactBroker(
  [
    'can-i-deploy',
    '--pacticipant',
    CONSUMER,
    '--version',
    gitCommit(),
    '--to-environment',
    environment,
    '--broker-base-url',
    broker,
  ],
  { dryRun },
);
