#!/usr/bin/env node
/**
 * `npm run pact:publish`: the committed pact to the Pact Broker, as the git commit of the
 * guest app with its branch. The CLI reads PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD, from the environment itself.
 */
import { brokerOrExit, gitBranch, gitCommit, runPactBroker } from './broker.mjs';

const broker = brokerOrExit('publishing the pact');
runPactBroker([
  'publish',
  'contracts/pacts',
  '--consumer-app-version',
  gitCommit(),
  '--branch',
  gitBranch(),
  '--broker-base-url',
  broker,
]);
