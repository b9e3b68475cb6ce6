// The promo area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export type { ActivePromotions } from './active-promotions.model.js';
export {
  DISMISSED_PROMOTIONS_KEY,
  parseDismissedPromotions,
  withDismissedPromotion,
} from './dismissed-promotions.rule.js';
export { PromoCode, PromoKind, toPromoDiscount } from './promo-code.entity.js';
export { PromoCodeGateway, type PromoValidationBody } from './promo-code-gateway.port.js';
export { initialPromoCodeState, PromoCodeState } from './promo-code-state.entity.js';
export {
  type PromoCodeEvent,
  promoCodeTransition,
  validatePromoCode,
} from './promo-code-validation.use-case.js';
export { discountAmount, type PromoDiscount, totalDiscount } from './promo-discount.rule.js';
export { PROMO_ITEM_TYPES, PromoItemType } from './promo-item-type.entity.js';
export { isPromoRedemptionFailure, PromoRedemptionResult } from './promo-redemption-result.entity.js';
export {
  acceptedPromoCode,
  PromoValidationResult,
  promoValidationError,
} from './promo-validation-result.entity.js';
export {
  bannersShown,
  type PromotionBanner,
  promotionLine,
  readPromotions,
} from './promotion-banners.rule.js';
export { PromotionGateway } from './promotion-gateway.port.js';
