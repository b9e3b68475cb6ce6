import { describe, expect, it } from 'vitest';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { TripPageGate } from '../../../src/ui/components/trip-page-gate.js';
import type { SessionState } from '../../../src/ui/shell/session.view-model.js';

const shellWith = (session: SessionState) => {
  const raised: AppError[] = [];
  const shell = {
    session,
    get isLoggedIn() {
      return this.session.status === 'authenticated';
    },
    errorRaised: (error: AppError) => raised.push(error),
  };
  return { shell, raised };
};

const signedIn: SessionState = { status: 'authenticated', user: { objectId: 'u-1', username: 'a@b.co' } };

describe('TripPageGate', () => {
  it('signed out, nothing is asked and sign-in is offered; the next visit asks again', () => {
    const { shell } = shellWith(signedIn);
    const gate = new TripPageGate(shell);
    expect(gate.opened('it-1')).toEqual({ step: 'load', guestId: 'u-1' });
    shell.session = { status: 'unauthenticated' };
    expect(gate.signedIn).toBe(false);
    expect(gate.opened('it-1')).toEqual({ step: 'sign-in' });
    expect(gate.isCurrent('it-1')).toBe(false);
    shell.session = signedIn;
    expect(gate.opened('it-1')).toEqual({ step: 'load', guestId: 'u-1' });
  });

  it('the trip asked for last is kept; an answer for an earlier trip is no longer wanted', () => {
    const gate = new TripPageGate(shellWith(signedIn).shell);
    gate.opened('it-1');
    expect(gate.opened('it-1')).toEqual({ step: 'keep' });
    gate.opened('it-2');
    expect(gate.isCurrent('it-1')).toBe(false);
    expect(gate.isCurrent('it-2')).toBe(true);
  });

  it("a refusal is shown in the trip's words; any other failure is the page-load error", () => {
    const { shell, raised } = shellWith(signedIn);
    const gate = new TripPageGate(shell);
    expect(gate.notShown(appError('unauthorized', 'No'))).toEqual({ status: 'refused', refusal: 'sign-in' });
    expect(gate.notShown(appError('forbidden', 'No'))).toEqual({ status: 'refused', refusal: 'not-yours' });
    expect(raised).toEqual([]);
    const down = appError('network', 'Failed to fetch');
    expect(gate.notShown(down)).toEqual({ status: 'failed' });
    expect(raised).toEqual([down]);
  });
});
