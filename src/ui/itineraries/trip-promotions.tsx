import { observer } from 'mobx-react-lite';
import { DEFAULT_PRODUCT_LINE } from '../../core/market/index.js';
import { promotionLine } from '../../core/promo/index.js';
import { PromotionBanners } from '../components/promotion-banners.js';
import { useViewModel } from '../di/use-view-model.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import type { ItineraryViewModel } from './itinerary.view-model.js';

/** The promotions for this trip's product line, once the trip is in (docs/product/routes.md#promotional-messages). */
export const TripPromotions = observer(({ trip }: { trip: ItineraryViewModel }) => {
  const shell = useViewModel(ShellViewModel);
  const itinerary = trip.itinerary;
  if (!itinerary) return null;
  return (
    <PromotionBanners
      productLine={promotionLine(
        shell.productLine,
        itinerary.market?.defaultProductLine,
        DEFAULT_PRODUCT_LINE,
      )}
    />
  );
});
