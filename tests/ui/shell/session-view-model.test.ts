import { describe, expect, it, vi } from 'vitest';
import { SessionViewModel } from '../../../src/ui/shell/session.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { demoGuest, testContainer } from '../../support/test-container.js';

describe('SessionViewModel', () => {
  it('is one for the whole app: the shell sees what a refetch finds', async () => {
    const { container, sessionGateway } = testContainer({ user: demoGuest });
    const shell = container.get(ShellViewModel);
    await shell.appStarted('');
    expect(shell.isLoggedIn).toBe(true);
    sessionGateway.user = null;
    await container.get(SessionViewModel).refetchRequested({ forced: true });
    expect(shell.session.status).toBe('unauthenticated');
  });

  it('identifies the signed-in guest to analytics once, not again on a refetch of the same session', async () => {
    const { container, analytics } = testContainer({ user: demoGuest });
    await container.get(ShellViewModel).appStarted('');
    await container.get(SessionViewModel).refetchRequested({ forced: true });
    expect(analytics.calls.filter((call) => call.type === 'identify')).toEqual([
      {
        type: 'identify',
        name: 'u-guest',
        properties: { username: 'guest@keyhaven.test', email: 'guest@keyhaven.test', name: 'Ava Guest' },
      },
    ]);
  });
});

describe('SessionViewModel: the session after start', () => {
  const started = async () => {
    const ports = testContainer({ user: demoGuest });
    const shell = ports.container.get(ShellViewModel);
    await shell.appStarted('');
    return { ...ports, shell, sessions: ports.container.get(SessionViewModel) };
  };

  it('another tab signing out is heard: the session is fetched again and reads signed out', async () => {
    const { shell, sessionSignals, sessionGateway, scheduler } = await started();
    expect(shell.isLoggedIn).toBe(true);
    sessionGateway.user = null;
    await scheduler.advance(1000); // past the guard
    sessionSignals.receive('logout');
    await vi.waitFor(() => expect(shell.session.status).toBe('unauthenticated'));
    expect(sessionGateway.calls).toBe(2);
  });

  it('events that are not about the session, and a burst within a second, fetch nothing more', async () => {
    const { sessions, sessionSignals, sessionGateway, scheduler } = await started();
    sessionSignals.receive('bookingState');
    sessionSignals.receive('');
    sessionSignals.receive('login'); // within the guard of the start-up fetch
    expect(sessionGateway.calls).toBe(1);
    await scheduler.advance(1000);
    sessionSignals.receive('login');
    sessionSignals.receive('signup');
    await vi.waitFor(() => expect(sessionGateway.calls).toBe(2));
    await sessions.refetchRequested({ forced: true });
    expect(sessionGateway.calls).toBe(3);
  });

  it('the session is polled every hour', async () => {
    const { sessionGateway, scheduler } = await started();
    await scheduler.advance(60 * 60 * 1000 - 1);
    expect(sessionGateway.calls).toBe(1);
    await scheduler.advance(1);
    await vi.waitFor(() => expect(sessionGateway.calls).toBe(2));
  });

  it('an answer that comes after a newer one is dropped', async () => {
    const { shell, sessions, sessionGateway, scheduler } = await started();
    sessionGateway.hold = true;
    await scheduler.advance(1000);
    const older = sessions.refetchRequested();
    sessionGateway.hold = false;
    sessionGateway.user = null;
    await scheduler.advance(1000);
    await sessions.refetchRequested();
    expect(shell.session.status).toBe('unauthenticated');
    sessionGateway.user = demoGuest;
    sessionGateway.resolvePending();
    await older;
    expect(shell.session.status).toBe('unauthenticated');
  });
});
