// The market area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { channelBrand, supportProductLine } from './distribution-channel.rule.js';
export { Market } from './market.entity.js';
export { MarketGateway } from './market-gateway.port.js';
export { marketIdOfPath, marketOfPath } from './market-of-path.use-case.js';
export {
  DEFAULT_PRODUCT_LINE,
  PRODUCT_LINES,
  ProductLine,
  type ProductLineName,
  parseProductLine,
} from './product-line.entity.js';
export { type MarketSupportInfo, supportEmailFor } from './support-email.rule.js';
