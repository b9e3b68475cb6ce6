/** The project's reachability rule with no module let off (tests/layers/reachability.test.ts). */
const project = require('../../.dependency-cruiser.cjs');

const rule = project.forbidden.find((candidate) => candidate.name === 'reachable-from-an-entry');

module.exports = {
  ...project,
  forbidden: [
    {
      ...rule,
      to: { ...rule.to, pathNot: rule.to.pathNot.filter((pattern) => !pattern.startsWith('^src/')) },
    },
  ],
};
