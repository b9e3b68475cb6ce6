import { describe, expect, it } from 'vitest';
import {
  catalogFailureMessage,
  catalogLoadFailure,
} from '../../../src/core/catalog/catalog-load-failure.rule.js';
import { MAP_ZOOM_LEVELS } from '../../../src/core/catalog/map-zoom-levels.constant.js';
import {
  isMobileWidth,
  MOBILE_MAX_WIDTH,
  MOBILE_MEDIA,
} from '../../../src/core/catalog/mobile-breakpoint.rule.js';
import { SIMILAR_SERVICES_COUNT } from '../../../src/core/catalog/similar-services.constant.js';

describe('catalog constants', () => {
  it('similar services count 7', () => {
    expect(SIMILAR_SERVICES_COUNT).toBe(7);
  });

  it('map zoom levels 0, 3, 4, 6, 10, 12, 15', () => {
    expect(MAP_ZOOM_LEVELS).toEqual([0, 3, 4, 6, 10, 12, 15]);
  });

  it('mobile means window width 769 or less', () => {
    expect(MOBILE_MAX_WIDTH).toBe(769);
    expect(isMobileWidth(769)).toBe(true);
    expect(isMobileWidth(770)).toBe(false);
    expect(isMobileWidth(320)).toBe(true);
    expect(MOBILE_MEDIA).toBe('(max-width: 769px)');
  });
});

describe('catalog load failure', () => {
  it("catalog load failure: header 'Search Unavailable', message asking the guest to call {phone} for help finding a home", () => {
    const error = catalogLoadFailure('(555) 123-4567');
    expect(error).toEqual({
      kind: 'page-load',
      header: 'Search Unavailable',
      message:
        "We're having trouble searching homes right now. Please call us at (555) 123-4567 and we'll help you find a home.",
    });
    expect(catalogFailureMessage('+1 (800) 000-0000')).toContain('call us at +1 (800) 000-0000');
  });

  it('catalog load failure: keeps the failed call status for the error page code', () => {
    expect(catalogLoadFailure('x', { status: 503 })).toMatchObject({
      status: 503,
      header: 'Search Unavailable',
    });
    expect('status' in catalogLoadFailure('x', {})).toBe(false);
  });
});
