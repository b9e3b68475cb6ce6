import fc from 'fast-check';
import type { Service } from '../../../src/core/service/service.entity.js';
import { SITE_SECTIONS } from '../../../src/core/service/site-section.entity.js';
import { descriptors, itemField } from './itinerary.js';
import { few, id, orNull, score, struct, text } from './primitives.js';

const { name: _name, description: _description, ...serviceDescriptors } = descriptors;

export const serviceCategory = struct(
  { id, name: text },
  { isHidden: orNull(fc.boolean()), promotionScore: orNull(score) },
);

export const service: fc.Arbitrary<Service> = struct(
  { id, name: text, categories: few(serviceCategory), fields: few(itemField) },
  {
    description: orNull(text),
    score: orNull(score),
    siteSection: orNull(fc.constantFrom(...SITE_SECTIONS)),
    listingRedirectId: orNull(id),
    ...serviceDescriptors,
  },
);
