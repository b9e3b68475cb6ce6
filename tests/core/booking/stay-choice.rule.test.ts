import { describe, expect, it } from 'vitest';
import {
  partyBounds,
  stayAsTerms,
  stayFromAddress,
  stayProblem,
  stayQuery,
} from '../../../src/core/booking/stay-choice.rule.js';

const party = { adultCount: 2, childCount: 0, infantCount: 0, petCount: 0 };
const stay = { startDate: '2031-02-07', endDate: '2031-02-14', party };
const home = { maxGuests: 6, petsAllowed: false, minimumStay: 3 };

describe('a home stay (the booking panel)', () => {
  it('comes from the address, else the trip’s dates, with one adult when none is named', () => {
    expect(stayFromAddress({ startDate: '2031-02-07', endDate: '2031-02-14', adultCount: 3 }, null)).toEqual({
      startDate: '2031-02-07',
      endDate: '2031-02-14',
      party: { adultCount: 3, childCount: 0, infantCount: 0, petCount: 0 },
    });
    const trip = { startDate: '2031-03-01', endDate: '2031-03-05' };
    expect(stayFromAddress({ childCount: 2 }, trip)).toMatchObject({
      ...trip,
      party: { adultCount: 1, childCount: 2 },
    });
    expect(stayFromAddress({ startDate: '2031-02-07', endDate: '2031-02-14' }, trip).startDate).toBe(
      '2031-02-07',
    );
    expect(stayFromAddress({ adultCount: 0 }, null)).toMatchObject({
      startDate: null,
      endDate: null,
      party: { adultCount: 1 },
    });
  });

  it('goes back to the address with only what was chosen', () => {
    expect(stayAsTerms(stay)).toEqual({ startDate: '2031-02-07', endDate: '2031-02-14', adultCount: 2 });
    expect(
      stayAsTerms({
        startDate: '2031-02-07',
        endDate: null,
        party: { adultCount: 1, childCount: 1, infantCount: 2, petCount: 1 },
      }),
    ).toEqual({ adultCount: 1, childCount: 1, infantCount: 2, petCount: 1 });
  });

  it('bounds each counter by the home: adults and children share the capacity, pets only where allowed', () => {
    expect(partyBounds(home, { ...party, childCount: 1 })).toEqual({
      adultCount: { min: 1, max: 5 },
      childCount: { min: 0, max: 4 },
      infantCount: { min: 0, max: 10 },
      petCount: { min: 0, max: 0 },
    });
    expect(partyBounds({ petsAllowed: true }, party).petCount.max).toBe(10);
    expect(partyBounds({ maxGuests: null }, party).adultCount.max).toBe(30);
    expect(partyBounds({ maxGuests: null }, party).childCount.max).toBe(20);
    expect(partyBounds({ maxGuests: 1 }, { ...party, adultCount: 1, childCount: 3 }).adultCount.max).toBe(1);
  });

  it('says why a stay cannot be priced, in words the guest can act on', () => {
    expect(stayProblem(home, stay)).toBeNull();
    expect(stayProblem(home, stay, '2031-02-07')).toBeNull();
    expect(stayProblem(home, stay, '2031-02-08')).toBe(
      'The check-in date has passed. Please choose new dates.',
    );
    expect(stayProblem(home, { ...stay, endDate: null })).toBe('Choose your check-in and check-out dates.');
    expect(stayProblem(home, { ...stay, endDate: '2031-02-07' })).toBe('Check-out must be after check-in.');
    expect(stayProblem(home, { ...stay, endDate: '2031-02-09' })).toBe(
      'This home has a minimum stay of 3 nights.',
    );
    expect(stayProblem(home, { ...stay, endDate: '2031-02-10' })).toBeNull();
    expect(stayProblem(home, { ...stay, party: { ...party, adultCount: 5, childCount: 2 } })).toBe(
      'This home sleeps up to 6 guests.',
    );
    expect(stayProblem(home, { ...stay, party: { ...party, adultCount: 6, infantCount: 2 } })).toBeNull();
    expect(stayProblem(home, { ...stay, party: { ...party, petCount: 1 } })).toBe(
      'Pets are not allowed in this home.',
    );
    expect(
      stayProblem({ ...home, petsAllowed: true }, { ...stay, party: { ...party, petCount: 1 } }),
    ).toBeNull();
  });

  it('is priced only once both days are known and in order', () => {
    expect(stayQuery(stay)).toEqual({ startDate: '2031-02-07', endDate: '2031-02-14', ...party });
    expect(stayQuery({ ...stay, startDate: null })).toBeNull();
    expect(stayQuery({ ...stay, endDate: '2031-02-01' })).toBeNull();
  });
});
