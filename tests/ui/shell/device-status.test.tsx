import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryOffline } from '../../../src/adapters/memory/in-memory-offline.js';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { BookingActions, DeviceStatus, MessageActions } from '../../../src/ui/shell/device-status.js';
import { DeviceStatusViewModel } from '../../../src/ui/shell/device-status.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { demoGuest, testContainer } from '../../support/test-container.js';

const setup = (user = demoGuest) => {
  const ports = testContainer({ user });
  const offline = ports.connectivity as InMemoryOffline;
  return { ...ports, offline };
};

describe('the device status view-model', () => {
  it('reads the port: offline with the time the trip was saved, and booking blocked with the reason', () => {
    const { container, offline } = setup();
    const device = container.get(DeviceStatusViewModel);
    const stop = device.pageOpened();
    expect(device.notice).toBeNull();
    expect(device.bookingBlocked).toBeNull();
    offline.set(false, new Date(2030, 0, 1, 10, 42));
    expect(device.notice).toBe("Saved 10:42 — you're offline");
    expect(device.bookingBlocked).toMatch(/^You're offline: booking changes need a connection/);
    offline.set(true);
    expect(device.notice).toBeNull();
    stop();
    offline.set(false);
    expect(device.notice).toBeNull(); // no longer listening
  });

  it('announces a waiting version and turns Reload into the update', () => {
    const { container, offline } = setup();
    const device = container.get(DeviceStatusViewModel);
    device.pageOpened();
    expect(device.updateWaiting).toBe(false);
    offline.newVersionWaiting();
    expect(device.updateWaiting).toBe(true);
    device.reloadClicked();
    expect(offline.reloads).toBe(1);
  });

  it('deletes the kept trip once nobody is signed in, never while a guest is', async () => {
    const signedIn = setup();
    await signedIn.container.get(ShellViewModel).appStarted('');
    await signedIn.container.get(DeviceStatusViewModel).sessionSeen();
    expect(signedIn.offline.purges).toBe(0);

    const signedOut = setup(null as never);
    await signedOut.container.get(ShellViewModel).appStarted('');
    await signedOut.container.get(DeviceStatusViewModel).sessionSeen();
    expect(signedOut.offline.purges).toBe(1);
  });
});

describe('the device status on a page', () => {
  const renderStatus = () => {
    const ports = setup();
    render(
      <ContainerProvider container={ports.container}>
        <DeviceStatus />
        <BookingActions>
          <button type="button">Remove Ski lessons</button>
        </BookingActions>
        <MessageActions>
          <button type="submit">Send message</button>
        </MessageActions>
      </ContainerProvider>,
    );
    return ports;
  };

  it('online, shows nothing and leaves booking actions alone', () => {
    renderStatus();
    expect(screen.queryByText(/you're offline/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Ski lessons' }).closest('fieldset')?.disabled).toBe(
      false,
    );
  });

  it('offline, says so and since when, and disables booking actions with the reason', () => {
    const { offline } = renderStatus();
    act(() => offline.set(false, new Date(2030, 0, 1, 10, 42)));
    expect(screen.getByRole('status').textContent).toBe("Saved 10:42 — you're offline");
    // A disabled fieldset disables every control inside it (Chromium: e2e/trip-offline.spec.ts).
    const remove = screen.getByRole('button', { name: 'Remove Ski lessons' });
    expect(remove.closest('fieldset')?.disabled).toBe(true);
    const reasonId = remove.closest('fieldset')?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(reasonId)?.textContent).toMatch(
      /^You're offline: booking changes need a connection/,
    );
  });

  it('offline, disables the forms to the concierge with their own reason; online again, enables them', () => {
    const { offline } = renderStatus();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send.closest('fieldset')?.disabled).toBe(false);
    act(() => offline.set(false));
    const group = send.closest('fieldset') as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "You're offline: messages need a connection, and nothing is sent later without you.",
    );
    act(() => offline.set(true));
    expect(group.disabled).toBe(false);
    expect(screen.queryByText(/messages need a connection/)).toBeNull();
  });

  it("offers 'A new version is available' with Reload", async () => {
    const { offline } = renderStatus();
    act(() => offline.newVersionWaiting());
    expect(screen.getByRole('status').textContent).toBe('A new version is available Reload');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(offline.reloads).toBe(1);
  });
});
