#!/usr/bin/env node
/**
 * `npm run pact:can-i-deploy -- <environment>`: may this commit of the guest app go to that
 * environment, given what the broker knows of the hosts deployed there? Fails the build when
 * the broker says no.
 */
import { brokerOrExit, CONSUMER, gitCommit, runPactBroker } from './broker.mjs';

const environment = process.argv[2];
if (!environment) {
  console.error('Name the environment to deploy to: npm run pact:can-i-deploy -- production');
  process.exit(2);
}
const broker = brokerOrExit(`the can-i-deploy check for ${environment}`);
runPactBroker([
  'can-i-deploy',
  '--pacticipant',
  CONSUMER,
  '--version',
  gitCommit(),
  '--to-environment',
  environment,
  '--broker-base-url',
  broker,
]);
