import type { Service } from '../../core/service/index.js';
import { coordinationFeeLine, leadTimeLine, startingFromPrice } from './service-facts.js';

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** One titled part of the details, left out when the host sent nothing for it. */
const Part = ({ id, title, body }: { id: string; title: string; body: string | null }) =>
  body ? (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{body}</p>
    </section>
  ) : null;

/**
 * What a service's details say about it (docs/product/routes.md#service-details): the
 * description, what is included, guest requirements, cancellation terms, notes, how early to
 * book, the price it starts from with the coordination fee, and a guest's testimonial.
 */
export const ServiceAbout = ({ service }: { service: Service }) => {
  const from = startingFromPrice(service);
  const fee = coordinationFeeLine(service);
  const lead = leadTimeLine(service);
  const testimonial = text(service.testimonial);
  return (
    <div className="service-details__about">
      <Part id="service-about-title" title="About this service" body={text(service.description)} />
      <Part id="service-included-title" title="What’s included" body={text(service.included)} />
      <Part
        id="service-requirements-title"
        title="Guest requirements"
        body={text(service.guestRequirements)}
      />
      {from || fee || lead ? (
        <section aria-labelledby="service-price-title">
          <h2 id="service-price-title">Price and booking</h2>
          {from ? (
            <p className="service-details__price">
              Starting from <strong>{from}</strong>
            </p>
          ) : null}
          {fee ? <p>{fee}</p> : null}
          {lead ? <p>{lead}.</p> : null}
        </section>
      ) : null}
      <Part id="service-cancellation-title" title="Cancellation terms" body={text(service.cancellation)} />
      <Part id="service-notes-title" title="Good to know" body={text(service.notes)} />
      {testimonial ? (
        <section aria-labelledby="service-testimonial-title">
          <h2 id="service-testimonial-title">What guests say</h2>
          <blockquote className="service-details__testimonial">
            <p>{testimonial}</p>
          </blockquote>
        </section>
      ) : null}
    </div>
  );
};
