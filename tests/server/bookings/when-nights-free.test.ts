import { describe, expect, it, vi } from 'vitest';
import {
  DATES_UNAVAILABLE,
  RESERVATION_ATTEMPTS,
  whenNightsFree,
} from '../../../server/bookings/reserved-nights.js';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('a reservation racing others (whenNightsFree)', () => {
  it('answers the reservation when it goes through', async () => {
    expect(await whenNightsFree(async () => 'booked')).toBe('booked');
  });

  it('turns the no-overlap refusal into the unavailable 400, named by its code', async () => {
    await expect(whenNightsFree(() => Promise.reject(pgError('23P01')))).rejects.toMatchObject({
      statusCode: 400,
      message: DATES_UNAVAILABLE,
      code: 'dates-unavailable',
    });
  });

  it('runs a transaction aborted for a concurrent one again, until it meets the winner’s nights', async () => {
    const reservation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(pgError('40P01'))
      .mockRejectedValueOnce(pgError('40001'))
      .mockRejectedValueOnce(pgError('23P01'));
    await expect(whenNightsFree(reservation)).rejects.toMatchObject({ statusCode: 400 });
    expect(reservation).toHaveBeenCalledTimes(3);
  });

  it('gives up after its attempts, and never retries another failure', async () => {
    const deadlocked = vi.fn<() => Promise<string>>().mockRejectedValue(pgError('40P01'));
    await expect(whenNightsFree(deadlocked)).rejects.toMatchObject({ code: '40P01' });
    expect(deadlocked).toHaveBeenCalledTimes(RESERVATION_ATTEMPTS);
    const broken = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('boom'));
    await expect(whenNightsFree(broken)).rejects.toThrow('boom');
    expect(broken).toHaveBeenCalledTimes(1);
  });
});
