#!/usr/bin/env node
/**
 * `npm run pact:publish`: the committed pact to the Pact Broker, as the git commit of the
 * guest app with its branch. The CLI reads PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD, from the environment itself. Without a broker it fails, so a pipeline
 * whose secret went missing notices.
 */
import { brokerOrFail, gitBranch, gitCommit, runPactBroker, scriptArgs } from './broker.mjs';

const { dryRun } = scriptArgs();
const broker = brokerOrFail('Publishing the pact', { dryRun });
runPactBroker(
  [
    'publish',
    'contracts/pacts',
    '--consumer-app-version',
    gitCommit(),
    '--branch',
    gitBranch(),
    '--broker-base-url',
    broker,
  ],
  { dryRun },
);
