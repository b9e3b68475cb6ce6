import type { PromotionGateway } from '../../core/promo/index.js';
import type { RestClient } from './rest-client.js';
import { ActivePromotions } from './wire/promotions.wire.js';

export class RestPromotionGateway implements PromotionGateway {
  constructor(private readonly api: RestClient) {}

  activePromotions() {
    return this.api.get('/api/promotional-messages/active', ActivePromotions);
  }
}
