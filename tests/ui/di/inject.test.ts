import { Container, injectable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ErrorReporter } from '../../../src/core/errors/error-reporter.port.js';
import { Clock } from '../../../src/core/time/clock.port.js';
import { inject } from '../../../src/ui/di/inject.js';

const clock: Clock = { now: () => new Date('2030-01-01T00:00:00.000Z') };

@injectable()
class NeedsTheTime {
  constructor(@inject(Clock) readonly clock: Pick<Clock, 'now'>) {}
}

@injectable()
class MixesUpItsPorts {
  constructor(
    // The check this file exists for: tsc refuses a token whose port does not fit the parameter.
    // @ts-expect-error a Clock is not an ErrorReporter
    @inject(Clock) readonly errors: ErrorReporter,
  ) {}
}

describe('the typed @inject', () => {
  it('injects what the token is bound to, into a parameter that may ask for less than the port', () => {
    const container = new Container();
    container.bind<Clock>(Clock).toConstantValue(clock);
    container.bind(NeedsTheTime).toSelf();
    expect(container.get(NeedsTheTime).clock).toBe(clock);
    expect(MixesUpItsPorts).toBeTypeOf('function');
  });
});
