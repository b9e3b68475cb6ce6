import { describe, expect, it } from 'vitest';
import { SerialQueue } from '../../../src/core/booking/serial-queue.js';
import { deferred, flush } from '../fakes/in-memory.js';

describe('SerialQueue (update queue concurrency 1)', () => {
  it('runs tasks one at a time in the order given, each answering its own caller', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const a = queue.run(async () => {
      log.push('a start');
      const value = await first.promise;
      log.push('a end');
      return value;
    });
    const b = queue.run(async () => {
      log.push('b start');
      return 'b';
    });
    await flush();
    expect(log).toEqual(['a start']);
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(log).toEqual(['a start', 'a end', 'b start']);
  });

  it('a failed task rejects its caller only; the next task still runs', async () => {
    const queue = new SerialQueue();
    const failed = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
