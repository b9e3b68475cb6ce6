import { useLocation } from 'react-router-dom';
import type { Service } from '../../core/service/index.js';
import { MessageForm } from '../booking/message-form.js';
import { ServiceBooking } from './service-booking.js';

export interface ServicePlace {
  readonly service: Service;
  readonly marketId: string;
  readonly itineraryId: string | null;
}

/**
 * What a guest can do on a bookable service's page: book it, or ask the concierge about it
 * first (docs/product/routes.md#conversation-page: on a trip the question joins the trip's
 * conversation; elsewhere it is a general message naming this page).
 */
export const ServiceBookingColumn = ({ service, marketId, itineraryId }: ServicePlace) => {
  const { pathname } = useLocation();
  return (
    <>
      <ServiceBooking service={service} marketId={marketId} itineraryId={itineraryId} />
      <MessageForm
        heading={`Ask about ${service.name}`}
        where={{ itineraryId, location: pathname, originCTA: 'Service details', marketId }}
      />
    </>
  );
};
