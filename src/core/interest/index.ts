export { InterestGateway } from './interest-gateway.port.js';
export { UserInterest } from './user-interest.entity.js';
export type { UserInterestSearch } from './user-interest-search.model.js';
