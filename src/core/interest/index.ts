// The interest area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { InterestGateway } from './interest-gateway.port.js';
export { UserInterest } from './user-interest.entity.js';
export type { UserInterestSearch } from './user-interest-search.model.js';
